import type { Bounds, ClubPin } from '@fairway/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import type { KnownLocation } from '../../../lib/location';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useFavoriteClubs } from '../../favorites/queries';
import { ClubRow, placeOf } from '../components/ClubRow';
import { countryLabelKey } from '../components/country-labels';
import { FilterDialog, type FilterValues } from '../components/FilterDialog';
import { LazyClubMap } from '../components/LazyClubMap';
import { ListSheet } from '../components/ListSheet';
import { SearchField } from '../components/SearchField';
import { WIDE_SCREEN, useDebouncedValue, useMediaQuery } from '../hooks';
import { clubPath } from '../model/club-links';
import { FEATURED_COUNTRY } from '../model/explore';
import { LOCATED_ZOOM, boundsOfPoints } from '../model/map-view';
import { readRecentClubs } from '../model/recent-clubs';
import {
  LIST_SEARCH_DEBOUNCE_MS,
  MAP_SEARCH_DEBOUNCE_MS,
  SEARCH_TABS,
  activeFilterCount,
  matchesText,
  parseSearch,
  searchUrl,
  withoutCountry,
  type SearchState,
  type SearchTab,
} from '../model/search';
import {
  useClubList,
  useKnownLocation,
  useMapClubs,
  usePlaceClubs,
  useRegions,
  useRelocate,
} from '../queries';

const TAB_LABELS = {
  nearest: 'clubs:tabs.nearest',
  favorites: 'clubs:tabs.favorites',
  played: 'clubs:tabs.played',
} as const satisfies Record<SearchTab, string>;

/** A slug as words, for a country or region the app has no name for ("czech-republic" → "Czech Republic"). */
const titleOf = (slug: string) =>
  slug.length <= 3
    ? slug.toUpperCase()
    : slug
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' ');

/** How long the map waits for the location before it opens on the default view. */
const MAP_LOCATION_WAIT_MS = 1500;

/** The bounds of some points with a little margin, so that one club is not shown at an infinite zoom. */
function paddedBounds(points: readonly { latitude: number; longitude: number }[]): Bounds | null {
  const bounds = boundsOfPoints(points);
  if (!bounds) return null;
  const pad = 0.02;
  return {
    west: bounds.west - pad,
    south: bounds.south - pad,
    east: bounds.east + pad,
    north: bounds.north + pad,
  };
}

/** Zoom around an approximate location: a country centre says little, an IP look-up a town. */
function zoomFor(location: KnownLocation): number {
  return location.source === 'country' ? 6 : LOCATED_ZOOM;
}

/**
 * Golf club search, `/s`, `/s/{country}`, `/s/{country}/{state}` (clubs-and-social.md §2): a map of the viewport's
 * clubs (its own chunk), the list in a bottom sheet on a phone and beside the map on a wide screen, the
 * filter modal, and the nearest / favorites / played tabs. Everything the golfer sets lives in the URL.
 */
export function ClubSearch() {
  const { t } = useT();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const state = useMemo(
    () => parseSearch({ country: params.country, state: params.state }, searchParams),
    [params.country, params.state, searchParams],
  );
  const placeInPath = Boolean(params.country);
  const isWide = useMediaQuery(WIDE_SCREEN);
  useDocumentTitle(t('clubs:search.title'), t('common:appName'));

  const go = (next: SearchState, replace = false) =>
    void navigate(searchUrl(next, placeInPath), { replace, preventScrollReset: true });

  // The text box follows the golfer at once; the URL (and so the list) 300 ms later, the map 500 ms later.
  const [text, setText] = useState(state.query);
  const [shownQuery, setShownQuery] = useState(state.query);
  if (state.query !== shownQuery) {
    // The URL changed under the box (back, a link): show its text. Our own update leaves the box as typed.
    setShownQuery(state.query);
    if (state.query !== text.trim()) setText(state.query);
  }
  const listText = useDebouncedValue(text, LIST_SEARCH_DEBOUNCE_MS);
  const mapText = useDebouncedValue(text, MAP_SEARCH_DEBOUNCE_MS);
  const latest = useRef({ state, go });
  useEffect(() => {
    latest.current = { state, go };
  });
  useEffect(() => {
    const { state: current, go: navigateTo } = latest.current;
    if (listText.trim() !== current.query) navigateTo({ ...current, query: listText.trim() }, true);
  }, [listText]);

  const location = useKnownLocation();
  const known = location.data ?? null;
  // The map waits a moment for what it is to show, rather than open on France and fly there.
  const [waitedForLocation, setWaitedForLocation] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedForLocation(true), MAP_LOCATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const relocate = useRelocate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [viewport, setViewport] = useState<Bounds | null>(null);
  const [selected, setSelected] = useState<ClubPin | null>(null);

  // "Nearest" without a text or a place waits for the location (or for knowing there is none).
  const needsLocation = state.tab === 'nearest' && !state.query && !state.country;
  const list = useClubList(state, known, state.tab === 'nearest' && !(needsLocation && location.isPending));
  const mapState = useMemo(() => ({ ...state, query: mapText.trim() }), [state, mapText]);
  const mapClubs = useMapClubs(mapState, viewport);

  // A text or a place: show where its clubs are (a text's best three matches, a place's clubs).
  const firstPage = list.data?.pages[0]?.clubs;
  const hasFocus = Boolean(state.query || state.country);
  const placeClubs = usePlaceClubs(state).data?.clubs;
  const focusBounds = useMemo(() => {
    if (state.query) return firstPage ? paddedBounds(firstPage.slice(0, 3)) : null;
    return state.country && placeClubs ? paddedBounds(placeClubs) : null;
  }, [state.query, state.country, firstPage, placeClubs]);
  // Around the golfer at zoom 11 (§4); when no club lies in that view, the map widens once to the nearest few.
  const [widened, setWidened] = useState(false);
  const emptyAroundYou =
    !hasFocus &&
    mapClubs.data !== undefined &&
    !mapClubs.isPlaceholderData &&
    mapClubs.data.clubs.length === 0;
  if (emptyAroundYou && !widened && known && firstPage?.length) setWidened(true);
  const nearestBounds = useMemo(
    () =>
      widened && known && firstPage
        ? paddedBounds([{ latitude: known.lat, longitude: known.lng }, ...firstPage.slice(0, 3)])
        : null,
    [widened, known, firstPage],
  );
  const fitBounds = hasFocus ? focusBounds : nearestBounds;
  // The map opens on what it is to show: the place or text's clubs, or where the golfer is (see above).
  const showMap = waitedForLocation || (hasFocus ? focusBounds !== null : !location.isPending);

  const center = known && !hasFocus ? { lat: known.lat, lng: known.lng } : undefined;
  const zoom = known && !hasFocus ? zoomFor(known) : undefined;

  const applyFilters = (values: FilterValues) => {
    setFiltersOpen(false);
    go({ ...state, ...values });
  };

  const filterCount = activeFilterCount(state);
  const placeChip = state.country ? (
    <PlaceChip state={state} onClear={() => go(withoutCountry(state))} />
  ) : null;

  const searchBar = (
    <div className="flex items-center gap-2">
      <Link
        to="/explore"
        aria-label={t('clubs:search.backToExplore')}
        title={t('clubs:search.backToExplore')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface shadow-sm hover:bg-surface-muted"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <SearchField value={text} onChange={setText} className="min-w-0 flex-1" />
      <button
        type="button"
        onClick={() => setFiltersOpen(true)}
        aria-label={
          filterCount > 0 ? t('clubs:filters.openWithCount', { n: filterCount }) : t('clubs:filters.open')
        }
        title={t('clubs:filters.open')}
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface shadow-sm hover:bg-surface-muted"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {filterCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-primary text-[0.7rem] font-bold text-on-primary"
          >
            {filterCount}
          </span>
        )}
      </button>
    </div>
  );

  const results = (
    <ResultsPanel
      state={state}
      text={text}
      location={known}
      locationPending={location.isPending}
      list={list}
      onTab={(tab) => go({ ...state, tab }, true)}
      onRelocate={() => relocate.mutate()}
      relocating={relocate.isPending}
    />
  );

  const map = (
    <div className="relative h-full w-full">
      {!showMap ? (
        <div aria-hidden="true" className="h-full w-full bg-fairway" />
      ) : (
        <LazyClubMap
          clubs={mapClubs.data?.clubs ?? []}
          center={center}
          zoom={zoom}
          onViewportChange={(bounds) => setViewport(bounds)}
          onSelect={(club) => setSelected(club)}
          selectedId={selected?.id ?? null}
          userLocation={known?.source === 'device' ? known : null}
          fitBounds={fitBounds}
          className={isWide ? undefined : '[&_.maplibregl-ctrl-top-right]:!top-28'}
        />
      )}
      {mapClubs.data && mapClubs.data.metadata.total > mapClubs.data.clubs.length && (
        <p
          role="status"
          className={clsx(
            'pointer-events-none absolute left-1/2 max-w-[75%] -translate-x-1/2 rounded-2xl bg-surface/95 px-3 py-1 text-center text-xs font-medium shadow',
            isWide ? 'top-4' : 'top-28',
          )}
        >
          {t('clubs:map.partial', { shown: mapClubs.data.clubs.length, total: mapClubs.data.metadata.total })}
        </p>
      )}
      {selected && (
        <SelectedClub
          club={selected}
          onClose={() => setSelected(null)}
          className={isWide ? 'top-14' : 'top-40'}
        />
      )}
    </div>
  );

  return (
    <div className="h-dvh w-full">
      <h1 className="sr-only">{t('clubs:search.title')}</h1>
      {isWide ? (
        <div className="flex h-full">
          <aside
            aria-label={t('clubs:list.label')}
            className="flex h-full w-[26rem] shrink-0 flex-col border-r border-line bg-surface"
          >
            <div className="flex flex-col gap-3 border-b border-line p-4">
              {searchBar}
              {placeChip}
            </div>
            {results}
          </aside>
          <div className="min-w-0 flex-1">{map}</div>
        </div>
      ) : (
        <PhoneLayout searchBar={searchBar} placeChip={placeChip} map={map} results={results} />
      )}
      <FilterDialog
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        state={state}
        hasLocation={known !== null}
        onApply={applyFilters}
      />
    </div>
  );
}

/** The country (and region) filter as a chip; clearing it clears both (§2). */
function PlaceChip({ state, onClear }: { state: SearchState; onClear: () => void }) {
  const { t } = useT();
  const regions = useRegions(
    state.country === FEATURED_COUNTRY.slug ? FEATURED_COUNTRY.code : (state.country ?? ''),
  );
  if (!state.country) return null;
  const countryKey = countryLabelKey(state.country);
  const countryName = countryKey ? t(countryKey) : (regions.data?.country.name ?? titleOf(state.country));
  const regionName = state.state
    ? (regions.data?.regions.find((region) => region.slug === state.state)?.name ?? titleOf(state.state))
    : null;
  const label = regionName ? `${countryName} · ${regionName}` : countryName;
  return (
    <div className="flex">
      <span className="inline-flex h-9 items-center gap-1 rounded-full bg-fairway pr-1 pl-3 text-sm font-semibold text-brand">
        {label}
        <button
          type="button"
          onClick={onClear}
          aria-label={t('clubs:search.clearCountry', { place: label })}
          title={t('clubs:search.clearCountry', { place: label })}
          className="inline-flex size-7 items-center justify-center rounded-full hover:bg-surface"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </span>
    </div>
  );
}

/** The selected marker's club, over the map: its name and place, and the way in. */
function SelectedClub({
  club,
  onClose,
  className,
}: {
  club: ClubPin;
  onClose: () => void;
  className: string;
}) {
  const { t } = useT();
  return (
    <div
      className={clsx(
        'absolute inset-x-3 z-10 mx-auto flex max-w-sm items-center gap-2 rounded-2xl border border-line bg-surface p-3 shadow-lg',
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{club.name}</p>
        <p className="truncate text-sm text-fg-muted">{placeOf(club)}</p>
      </div>
      <Button size="sm" asChild>
        <Link to={clubPath(club.slug)}>{t('clubs:search.openClub')}</Link>
      </Button>
      <IconButton
        label={t('clubs:search.closePreview')}
        icon={<X aria-hidden="true" className="size-4" />}
        onClick={onClose}
      />
    </div>
  );
}

/** The phone's layout: the search bar over the map, the list in a sheet under it (see ListSheet). */
function PhoneLayout({
  searchBar,
  placeChip,
  map,
  results,
}: {
  searchBar: ReactNode;
  placeChip: ReactNode;
  map: ReactNode;
  results: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="relative h-full overflow-hidden">
      <div className="absolute inset-x-0 top-0 z-10 flex flex-col gap-2 bg-gradient-to-b from-bg via-bg/85 to-transparent p-3 pb-5">
        {searchBar}
        {placeChip}
      </div>
      {/* The list before the map in reading and tab order: it is the map's alternative, and shorter. */}
      <div className="pointer-events-none absolute inset-x-0 top-28 bottom-0 z-20 [&>section]:pointer-events-auto">
        <ListSheet label={t('clubs:list.label')}>{results}</ListSheet>
      </div>
      <div className="absolute inset-0">{map}</div>
    </div>
  );
}

interface ResultsPanelProps {
  state: SearchState;
  text: string;
  location: KnownLocation | null;
  locationPending: boolean;
  list: ReturnType<typeof useClubList>;
  onTab: (tab: SearchTab) => void;
  onRelocate: () => void;
  relocating: boolean;
}

function ResultsPanel({
  state,
  text,
  location,
  locationPending,
  list,
  onTab,
  onRelocate,
  relocating,
}: ResultsPanelProps) {
  const { t } = useT();
  return (
    <Tabs.Root
      value={state.tab}
      onValueChange={(value) => onTab(value as SearchTab)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <Tabs.List aria-label={t('clubs:tabs.label')} className="flex shrink-0 gap-1 px-3 pt-2 pb-1">
        {SEARCH_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="h-9 flex-1 rounded-full text-sm font-semibold text-fg-muted transition-colors hover:bg-surface-muted data-[state=active]:bg-primary data-[state=active]:text-on-primary"
          >
            {t(TAB_LABELS[tab])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="nearest" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <NearestList
          state={state}
          location={location}
          locationPending={locationPending}
          list={list}
          onRelocate={onRelocate}
          relocating={relocating}
        />
      </Tabs.Content>
      <Tabs.Content value="favorites" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {state.tab === 'favorites' && <FavoritesList text={text} />}
      </Tabs.Content>
      <Tabs.Content value="played" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {state.tab === 'played' && <PlayedList text={text} />}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Message({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <p className="text-fg-muted text-pretty">{children}</p>
      {action}
    </div>
  );
}

function NearestList({
  state,
  location,
  locationPending,
  list,
  onRelocate,
  relocating,
}: Omit<ResultsPanelProps, 'onTab' | 'text'>) {
  const { t, i18n } = useT();
  const pages = list.data?.pages ?? [];
  const clubs = pages.flatMap((page) => page.clubs);
  const failed = pages.some((page) => page.failed);
  const total = pages[0]?.metadata.total ?? 0;
  const browsingNearby = !state.query && !state.country;

  const locationTip =
    browsingNearby && !locationPending && location?.source !== 'device' ? (
      <div className="mx-3 mb-2 flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-accent px-3 py-2 text-sm text-on-accent">
        <p>{location ? t('clubs:explore.approximate') : t('clubs:list.enableLocationTip')}</p>
        <Button size="sm" variant="secondary" onClick={onRelocate} disabled={relocating}>
          {relocating ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
          {t('clubs:explore.useMyLocation')}
        </Button>
      </div>
    ) : null;

  if (list.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner
          label={locationPending && browsingNearby ? t('clubs:explore.locating') : t('clubs:list.loading')}
          className="size-7 text-brand"
        />
      </div>
    );
  }

  return (
    <div className={clsx('pb-6 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
      {locationTip}
      <p role="status" className="px-4 pt-1 pb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
        {clubs.length > 0
          ? t('clubs:list.results', { total: new Intl.NumberFormat(i18n.language).format(total) })
          : ''}
      </p>
      {clubs.length === 0 ? (
        <Message
          action={
            failed ? (
              <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                {t('clubs:retry')}
              </Button>
            ) : undefined
          }
        >
          {failed
            ? t('clubs:list.failed')
            : state.query
              ? t('clubs:list.noResults')
              : t('clubs:list.noClubsFound')}
        </Message>
      ) : (
        <ul aria-label={t('clubs:list.label')} aria-busy={list.isPlaceholderData}>
          {clubs.map((club) => (
            <ClubRow key={club.id} club={club} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center pt-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage && <Spinner />}
            {t('clubs:list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

function FavoritesList({ text }: { text: string }) {
  const { t } = useT();
  const favorites = useFavoriteClubs();
  if (favorites.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('clubs:list.loading')} className="size-7 text-brand" />
      </div>
    );
  }
  if (favorites.isError) {
    return (
      <Message
        action={
          <Button variant="secondary" size="sm" onClick={() => void favorites.refetch()}>
            {t('clubs:retry')}
          </Button>
        }
      >
        {t('clubs:list.failed')}
      </Message>
    );
  }
  const clubs = favorites.data.filter((club) => matchesText(club, text));
  if (favorites.data.length === 0) return <Message>{t('clubs:list.noFavorites')}</Message>;
  if (clubs.length === 0) return <Message>{t('clubs:list.noResults')}</Message>;
  return (
    <ul aria-label={t('clubs:tabs.favorites')} className="pb-6">
      {clubs.map((club) => (
        <ClubRow key={club.id} club={club} />
      ))}
    </ul>
  );
}

function PlayedList({ text }: { text: string }) {
  const { t } = useT();
  const [recent] = useState(readRecentClubs);
  const clubs = recent.filter((club) => matchesText(club, text));
  if (recent.length === 0) return <Message>{t('clubs:list.noRecent')}</Message>;
  if (clubs.length === 0) return <Message>{t('clubs:list.noResults')}</Message>;
  return (
    <ul aria-label={t('clubs:tabs.played')} className="pb-6">
      {clubs.map((club) => (
        <ClubRow key={club.id} club={club} />
      ))}
    </ul>
  );
}
