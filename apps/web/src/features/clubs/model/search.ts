import type { Bounds, ClubSort } from '@fairway/contract';
import { MAP_FETCH_LIMIT, boundsParam, centerOf, type GeoPoint } from './map-view';

/*
 * The club search's state (clubs-and-social.md §2 "Golf club search", §5, §9) and how it travels: in the
 * screen's URL (path `/s/{country}/{state}` or the query keys `country`, `state`), and to `GET /golf-clubs`.
 * Pure functions, so that the screen only wires them.
 */

/** The list tabs: nearest clubs, the clubs the map marks, favorites, and the clubs recently visited on this device. */
export const SEARCH_TABS = ['nearest', 'map', 'favorites', 'played'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/**
 * The amenity filters the search offers (§2), by the names of the spec; the API reads `rentalCarts` as
 * `motorCart` and `lockerRooms` as `lockers`.
 */
export const FILTER_AMENITIES = [
  'restaurant',
  'drivingRange',
  'proShop',
  'rentalCarts',
  'puttingGreen',
  'lockerRooms',
] as const;
export type FilterAmenity = (typeof FILTER_AMENITIES)[number];

/** The holes filter: any, 9 or 18 (§2). */
export type HolesChoice = 'any' | '9' | '18';

/** The list's sort orders the screen offers; relevance only with a search text. */
export const SORT_CHOICES = ['distance', 'name', 'relevance'] as const satisfies readonly ClubSort[];

/** Default max distance in km (§9). */
export const DEFAULT_MAX_DISTANCE_KM = 50;
/** The max distance choices of the filter, in km. */
export const MAX_DISTANCE_CHOICES = [10, 25, 50, 100, 200] as const;
/** Default sort (§9). */
export const DEFAULT_SORT: ClubSort = 'distance';
/** Club list page size (§9). */
export const LIST_PAGE_SIZE = 20;
/** Debounce of the search text for the list, and for the map (§5, §9). */
export const LIST_SEARCH_DEBOUNCE_MS = 300;
export const MAP_SEARCH_DEBOUNCE_MS = 500;
/**
 * A country or region list is the whole country, however far: with a location it still sorts by distance,
 * so it asks within the API's largest radius (the 50 km default is for "near me").
 */
export const WHOLE_COUNTRY_KM = 20_000;

/** Everything the search screen's URL says. */
export interface SearchState {
  /** The search text, trimmed; empty when none. */
  query: string;
  /** A country as the API reads it (`france`, `FR`, `scotland`); null for all. */
  country: string | null;
  /** A region slug; null for all. */
  state: string | null;
  minHoles: number | null;
  maxHoles: number | null;
  /** Max distance in km; null when the golfer did not choose one (the default applies). */
  maxDistance: number | null;
  amenities: FilterAmenity[];
  /** The order the golfer chose; null for the default. */
  sortBy: ClubSort | null;
  tab: SearchTab;
}

export const EMPTY_SEARCH: SearchState = {
  query: '',
  country: null,
  state: null,
  minHoles: null,
  maxHoles: null,
  maxDistance: null,
  amenities: [],
  sortBy: null,
  tab: 'nearest',
};

const positiveInt = (text: string | null, max: number): number | null => {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
};

const slugOrNull = (text: string | null | undefined): string | null => {
  const value = text?.trim().toLowerCase();
  return value ? value : null;
};

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * Reads the screen's URL: the route's `country` and `state` win over the query's; unknown amenities, sorts and
 * tabs, and numbers out of range, are dropped rather than failing.
 */
export function parseSearch(
  params: { country?: string | undefined; state?: string | undefined },
  search: URLSearchParams,
): SearchState {
  const country = slugOrNull(params.country) ?? slugOrNull(search.get('country'));
  const state = country ? (slugOrNull(params.state) ?? slugOrNull(search.get('state'))) : null;
  const amenities = (search.get('amenities') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item): item is FilterAmenity => isOneOf(FILTER_AMENITIES, item));
  const maxDistance = search.get('maxDistance');
  const distance = maxDistance !== null && Number(maxDistance) > 0 ? Number(maxDistance) : null;
  const sortBy = search.get('sortBy');
  const tab = search.get('tab');
  return {
    query: (search.get('query') ?? '').trim(),
    country,
    state,
    minHoles: positiveInt(search.get('minHoles'), 99),
    maxHoles: positiveInt(search.get('maxHoles'), 99),
    maxDistance: distance !== null && distance <= WHOLE_COUNTRY_KM ? distance : null,
    amenities: [...new Set(amenities)],
    sortBy: isOneOf(SORT_CHOICES, sortBy) ? sortBy : null,
    tab: isOneOf(SEARCH_TABS, tab) ? tab : 'nearest',
  };
}

/**
 * The screen's URL for a state. Country and state go where the golfer found them: in the path
 * (`/s/italy`, the explore page's country links) or in the query (`/s?country=france&state=…`, its region
 * links). Defaults are left out, so an untouched search is plain `/s`.
 */
export function searchUrl(state: SearchState, placeInPath: boolean): string {
  const query = new URLSearchParams();
  let path = '/s';
  if (state.country && placeInPath) {
    path += `/${encodeURIComponent(state.country)}`;
    if (state.state) path += `/${encodeURIComponent(state.state)}`;
  }
  if (state.query) query.set('query', state.query);
  if (state.country && !placeInPath) {
    query.set('country', state.country);
    if (state.state) query.set('state', state.state);
  }
  if (state.minHoles !== null) query.set('minHoles', String(state.minHoles));
  if (state.maxHoles !== null) query.set('maxHoles', String(state.maxHoles));
  if (state.maxDistance !== null) query.set('maxDistance', String(state.maxDistance));
  if (state.amenities.length > 0) query.set('amenities', state.amenities.join(','));
  if (state.sortBy) query.set('sortBy', state.sortBy);
  if (state.tab !== 'nearest') query.set('tab', state.tab);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The holes choice of a state: 18 from `minHoles=18`, 9 from `maxHoles=9`, else any. */
export function holesChoiceOf(state: Pick<SearchState, 'minHoles' | 'maxHoles'>): HolesChoice {
  if (state.minHoles !== null && state.minHoles >= 18) return '18';
  if (state.maxHoles !== null && state.maxHoles <= 9) return '9';
  return 'any';
}

/** The `minHoles` and `maxHoles` of a holes choice. */
export function holesRange(choice: HolesChoice): Pick<SearchState, 'minHoles' | 'maxHoles'> {
  switch (choice) {
    case '18':
      return { minHoles: 18, maxHoles: null };
    case '9':
      return { minHoles: 9, maxHoles: 9 };
    case 'any':
      return { minHoles: null, maxHoles: null };
  }
}

/** The state without a country and its region: clearing the country clears both (§2). */
export function withoutCountry(state: SearchState): SearchState {
  return { ...state, country: null, state: null };
}

/** How many filters of the modal are set (the badge on the filter button). */
export function activeFilterCount(state: SearchState): number {
  return (
    (holesChoiceOf(state) === 'any' ? 0 : 1) +
    state.amenities.length +
    (state.maxDistance !== null && state.maxDistance !== DEFAULT_MAX_DISTANCE_KM ? 1 : 0) +
    (state.sortBy !== null && state.sortBy !== DEFAULT_SORT ? 1 : 0)
  );
}

/**
 * The order the list really uses: the golfer's choice when it can apply (distance needs a location, relevance a
 * text), else relevance for a text, distance with a location, name otherwise.
 */
export function effectiveSort(state: SearchState, hasLocation: boolean): ClubSort {
  const hasText = state.query !== '';
  if (state.sortBy === 'distance' && hasLocation) return 'distance';
  if (state.sortBy === 'relevance' && hasText) return 'relevance';
  if (state.sortBy === 'name') return 'name';
  if (hasText) return 'relevance';
  return hasLocation ? 'distance' : 'name';
}

/** A `GET /golf-clubs` query, as the API client sends it (absent keys left out). */
export type ClubsRequest = Record<string, string | number>;

function filterQuery(state: SearchState): ClubsRequest {
  const request: ClubsRequest = {};
  // §5: the search text is not sent when empty.
  if (state.query) request.query = state.query;
  if (state.country) request.country = state.country;
  if (state.country && state.state) request.state = state.state;
  if (state.minHoles !== null) request.minHoles = state.minHoles;
  if (state.maxHoles !== null) request.maxHoles = state.maxHoles;
  if (state.amenities.length > 0) request.amenities = state.amenities.join(',');
  return request;
}

/**
 * The list's query for one page, each club as its row shows it (`view=summary`). With a location: the distance
 * of each club, and a radius of `maxDistance` (default 50 km) around it, except for a search text (a club is found
 * by name however far) or a country or region list (the whole country), where only a radius the golfer chose
 * applies.
 */
export function listRequest(
  state: SearchState,
  location: GeoPoint | null,
  page: number,
): ClubsRequest & { view: 'summary' } {
  const request: ClubsRequest & { view: 'summary' } = {
    ...filterQuery(state),
    page,
    limit: LIST_PAGE_SIZE,
    sortBy: effectiveSort(state, location !== null),
    view: 'summary',
  };
  if (location) {
    request.latitude = round5(location.lat);
    request.longitude = round5(location.lng);
    const radius =
      state.maxDistance ?? (state.query || state.country ? WHOLE_COUNTRY_KM : DEFAULT_MAX_DISTANCE_KM);
    request.maxDistance = radius;
  }
  return request;
}

/**
 * The map's query for a viewport: the same filters, the clubs inside the bounds, the ones nearest the middle
 * of the view first (so that a crowded view shows its centre rather than the alphabet's start), as pins.
 */
export function mapRequest(state: SearchState, bounds: Bounds): ClubsRequest & { view: 'map' } {
  const center = centerOf(bounds);
  return {
    ...filterQuery(state),
    bounds: boundsParam(bounds),
    latitude: round5(center.lat),
    longitude: round5(center.lng),
    sortBy: 'distance',
    limit: MAP_FETCH_LIMIT,
    view: 'map',
  };
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** Folds text for a local match: lower case, without accents. */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether a club of a local list (favorites, played) matches the search text by name or town. */
export function matchesText(club: { name: string; city?: string | null }, query: string): boolean {
  const folded = foldForMatch(query);
  if (!folded) return true;
  return foldForMatch(`${club.name} ${club.city ?? ''}`).includes(folded);
}
