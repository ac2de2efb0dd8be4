import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import MapPinned from 'lucide-react/icons/map-pinned';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ClubRow } from '../components/ClubRow';
import { COUNTRY_LABELS } from '../components/country-labels';
import { SearchField } from '../components/SearchField';
import { EUROPEAN_COUNTRIES, FEATURED_COUNTRY, countrySearchUrl, regionSearchUrl } from '../model/explore';
import { COUNTRY_COLORS, COUNTRY_TILE_TEXT } from '../components/country-colors';
import { searchUrl, EMPTY_SEARCH } from '../model/search';
import { useKnownLocation, useNearbyClubs, useRegions, useRelocate } from '../queries';

/**
 * The explore page (clubs-and-social.md §2): a search bar, the 10 nearest clubs, France's regions, see-all
 * links to the search, and a carousel of European countries.
 */
export function Explore() {
  const { t } = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  useDocumentTitle(t('clubs:explore.title'), t('common:appName'));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 md:px-8 md:py-10">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t('clubs:explore.title')}</h1>
          <p className="mt-1 text-fg-muted">{t('clubs:explore.subtitle')}</p>
        </div>
        <SearchField
          value={query}
          onChange={setQuery}
          onSubmit={(text) => void navigate(searchUrl({ ...EMPTY_SEARCH, query: text.trim() }, false))}
          className="max-w-2xl"
        />
      </header>

      <NearbySection />
      <RegionsSection />
      <CountriesCarousel />
    </div>
  );
}

function SectionHeader({ id, title, seeAll }: { id: string; title: string; seeAll?: string }) {
  const { t } = useT();
  return (
    <div className="flex items-baseline justify-between gap-4">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {seeAll && (
        <Link
          to={seeAll}
          className="shrink-0 text-sm font-semibold text-brand underline-offset-2 hover:underline"
          aria-label={t('clubs:explore.seeAllOf', { section: title })}
        >
          {t('clubs:explore.seeAll')}
        </Link>
      )}
    </div>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="rounded-3xl border border-line bg-surface p-2">{children}</div>;
}

function NearbySection() {
  const { t } = useT();
  const location = useKnownLocation();
  const relocate = useRelocate();
  const known = location.data ?? null;
  const nearby = useNearbyClubs(known);
  const isApproximate = known !== null && known.source !== 'device';

  let body: ReactNode;
  if (location.isPending || (known && nearby.isPending)) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner label={t('clubs:explore.locating')} className="size-7 text-brand" />
      </div>
    );
  } else if (nearby.isError) {
    body = (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-fg-muted">{t('clubs:list.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void nearby.refetch()}>
          {t('clubs:retry')}
        </Button>
      </div>
    );
  } else if (!known || (nearby.data ?? []).length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <p className="text-fg-muted">
          {known ? t('clubs:list.noClubsFound') : t('clubs:list.enableLocationTip')}
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 md:grid-cols-2">
        {(nearby.data ?? []).map((club) => (
          <ClubRow key={club.id} club={club} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="explore-nearby" className="flex flex-col gap-3">
      <SectionHeader id="explore-nearby" title={t('clubs:explore.nearby')} seeAll="/s" />
      {(isApproximate || (!location.isPending && !known)) && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-accent px-4 py-3 text-sm text-on-accent">
          <p className="flex items-center gap-2">
            <MapPinned aria-hidden="true" className="size-4 shrink-0" />
            {t('clubs:explore.approximate')}
          </p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => relocate.mutate()}
            disabled={relocate.isPending}
          >
            {relocate.isPending ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
            {t('clubs:explore.useMyLocation')}
          </Button>
        </div>
      )}
      <Panel>{body}</Panel>
    </section>
  );
}

function RegionsSection() {
  const { t, i18n } = useT();
  const regions = useRegions(FEATURED_COUNTRY.code);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="explore-regions" className="flex flex-col gap-3">
      <SectionHeader
        id="explore-regions"
        title={t('clubs:explore.regions')}
        seeAll={searchUrl({ ...EMPTY_SEARCH, country: FEATURED_COUNTRY.slug }, false)}
      />
      {regions.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('clubs:explore.loadingRegions')} className="size-6 text-brand" />
        </div>
      ) : regions.isError ? (
        <p className="text-fg-muted">{t('clubs:list.failed')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {regions.data.regions.map((region) => (
            <li key={region.slug}>
              <Link
                to={regionSearchUrl(region.slug)}
                className="flex h-full flex-col justify-between gap-1 rounded-2xl border border-line bg-surface px-4 py-3 transition-colors hover:border-primary hover:bg-fairway"
              >
                <span className="font-semibold text-balance">{region.name}</span>
                <span className="text-xs text-fg-muted">
                  {t('clubs:explore.clubCount', { formatted: number.format(region.count) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CountriesCarousel() {
  const { t } = useT();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <section aria-labelledby="explore-countries" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id="explore-countries" className="text-xl font-bold tracking-tight">
          {t('clubs:explore.europe')}
        </h2>
        <div className="hidden gap-1 md:flex">
          <IconButton
            label={t('clubs:explore.previous')}
            icon={<ChevronLeft aria-hidden="true" className="size-5" />}
            onClick={() => scroll(-1)}
            className="border border-line"
          />
          <IconButton
            label={t('clubs:explore.next')}
            icon={<ChevronRight aria-hidden="true" className="size-5" />}
            onClick={() => scroll(1)}
            className="border border-line"
          />
        </div>
      </div>
      <ul
        ref={list}
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth px-4 pb-2 md:mx-0 md:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {EUROPEAN_COUNTRIES.map((country) => {
          const [from, to] = COUNTRY_COLORS[country];
          return (
            <li key={country} className="shrink-0 snap-start">
              <Link
                to={countrySearchUrl(country)}
                className="flex h-28 w-40 items-end rounded-2xl p-4 text-lg font-bold shadow-sm transition-transform hover:-translate-y-0.5"
                style={{
                  color: COUNTRY_TILE_TEXT,
                  backgroundImage: `linear-gradient(135deg, ${from}, ${to})`,
                }}
              >
                {t(COUNTRY_LABELS[country])}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
