import type { Bounds, ClubPin } from '@fairway/contract';
import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import type { KnownLocation } from '../../../lib/location';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { WIDE_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { FilterDialog, type FilterValues } from '../components/FilterDialog';
import { LazyClubMap } from '../components/LazyClubMap';
import { PlaceChip, SearchBar } from '../components/SearchBar';
import { PhoneLayout, WideLayout } from '../components/SearchLayout';
import { ResultsPanel } from '../components/SearchResults';
import { SelectedClub } from '../components/SelectedClub';
import { LOCATED_ZOOM, boundsOfPoints, mainAreaOf } from '../model/map-view';
import {
  LIST_SEARCH_DEBOUNCE_MS,
  MAP_SEARCH_DEBOUNCE_MS,
  activeFilterCount,
  parseSearch,
  searchUrl,
  withoutCountry,
  type SearchState,
} from '../model/search';
import { useClubList, useKnownLocation, useMapClubs, usePlaceClubs, useRelocate } from '../queries';

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
    return state.country && placeClubs ? paddedBounds(mainAreaOf(placeClubs)) : null;
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
    <SearchBar
      text={text}
      onTextChange={setText}
      filterCount={filterCount}
      onOpenFilters={() => setFiltersOpen(true)}
    />
  );

  const results = (
    <ResultsPanel
      state={state}
      text={text}
      location={known}
      locationPending={location.isPending}
      list={list}
      mapClubs={mapClubs}
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
        <WideLayout searchBar={searchBar} placeChip={placeChip} map={map} results={results} />
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
