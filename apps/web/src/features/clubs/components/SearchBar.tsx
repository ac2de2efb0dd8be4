import ArrowLeft from 'lucide-react/icons/arrow-left';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { FEATURED_COUNTRY } from '../model/explore';
import type { SearchState } from '../model/search';
import { useRegions } from '../queries';
import { countryLabelKey } from './country-labels';
import { SearchField } from './SearchField';

export interface SearchBarProps {
  text: string;
  onTextChange: (text: string) => void;
  /** How many filters are set (shown on the filter button). */
  filterCount: number;
  onOpenFilters: () => void;
}

/** The search's top bar: back to Explore, the text box, and the filter button with its count. */
export function SearchBar({ text, onTextChange, filterCount, onOpenFilters }: SearchBarProps) {
  const { t } = useT();
  return (
    <div className="flex items-center gap-2">
      <Link
        to="/explore"
        aria-label={t('clubs:search.backToExplore')}
        title={t('clubs:search.backToExplore')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface shadow-sm hover:bg-surface-muted"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <SearchField value={text} onChange={onTextChange} className="min-w-0 flex-1" />
      <button
        type="button"
        onClick={onOpenFilters}
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
}

/** A slug as words, for a country or region the app has no name for ("czech-republic" → "Czech Republic"). */
const titleOf = (slug: string) =>
  slug.length <= 3
    ? slug.toUpperCase()
    : slug
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' ');

/** The country (and region) filter as a chip; clearing it clears both (§2). */
export function PlaceChip({ state, onClear }: { state: SearchState; onClear: () => void }) {
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
