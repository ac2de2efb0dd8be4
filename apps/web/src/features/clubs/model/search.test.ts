import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  WHOLE_COUNTRY_KM,
  activeFilterCount,
  effectiveSort,
  holesChoiceOf,
  holesRange,
  listRequest,
  mapRequest,
  matchesText,
  parseSearch,
  searchUrl,
  withoutCountry,
  type SearchState,
} from './search';

const state = (overrides: Partial<SearchState> = {}): SearchState => ({ ...EMPTY_SEARCH, ...overrides });
const LYON = { lat: 45.76, lng: 4.84 };

describe('parseSearch', () => {
  it.each<[string, { country?: string; state?: string }, string, Partial<SearchState>]>([
    ['nothing', {}, '', {}],
    [
      'the spec’s query keys',
      {},
      'query=golf%20lyon&minHoles=18&maxDistance=25&amenities=drivingRange,restaurant&sortBy=name',
      {
        query: 'golf lyon',
        minHoles: 18,
        maxDistance: 25,
        amenities: ['drivingRange', 'restaurant'],
        sortBy: 'name',
      },
    ],
    [
      'country and state in the query',
      {},
      'country=france&state=bretagne',
      { country: 'france', state: 'bretagne' },
    ],
    [
      'country and state in the path',
      { country: 'Italy', state: 'toscana' },
      '',
      { country: 'italy', state: 'toscana' },
    ],
    [
      'the path before the query',
      { country: 'spain' },
      'country=france&state=bretagne',
      { country: 'spain', state: 'bretagne' },
    ],
    ['a state without a country is dropped', {}, 'state=bretagne', { country: null, state: null }],
    [
      'unknown amenities, sorts and tabs are dropped',
      {},
      'amenities=pool,proShop,proShop&sortBy=price&tab=nope',
      {
        amenities: ['proShop'],
        sortBy: null,
        tab: 'nearest',
      },
    ],
    [
      'numbers out of range are dropped',
      {},
      'minHoles=0&maxHoles=abc&maxDistance=-4',
      {
        minHoles: null,
        maxHoles: null,
        maxDistance: null,
      },
    ],
    ['a tab', {}, 'tab=played', { tab: 'played' }],
    ['the map tab', {}, 'tab=map', { tab: 'map' }],
    ['an empty query', {}, 'query=%20%20', { query: '' }],
  ])('%s', (_name, params, search, expected) => {
    expect(parseSearch(params, new URLSearchParams(search))).toEqual({ ...EMPTY_SEARCH, ...expected });
  });
});

describe('searchUrl', () => {
  it.each<[string, Partial<SearchState>, boolean, string]>([
    ['an untouched search', {}, false, '/s'],
    ['country and state in the path', { country: 'france', state: 'bretagne' }, true, '/s/france/bretagne'],
    [
      'country and state in the query',
      { country: 'france', state: 'bretagne' },
      false,
      '/s?country=france&state=bretagne',
    ],
    [
      'every filter',
      {
        query: 'le golf',
        minHoles: 18,
        maxDistance: 25,
        amenities: ['proShop', 'restaurant'],
        sortBy: 'name',
        tab: 'favorites',
      },
      false,
      '/s?query=le+golf&minHoles=18&maxDistance=25&amenities=proShop%2Crestaurant&sortBy=name&tab=favorites',
    ],
  ])('%s', (_name, overrides, inPath, url) => {
    expect(searchUrl(state(overrides), inPath)).toBe(url);
  });

  it('round-trips through parseSearch', () => {
    const original = state({
      query: 'mionnay',
      country: 'france',
      state: 'auvergne-rhone-alpes',
      maxHoles: 9,
      minHoles: 9,
      amenities: ['drivingRange'],
    });
    const url = new URL(searchUrl(original, false), 'http://x');
    expect(parseSearch({}, url.searchParams)).toEqual(original);
  });
});

describe('holes', () => {
  it.each<[Partial<SearchState>, string]>([
    [{}, 'any'],
    [{ minHoles: 18 }, '18'],
    [{ minHoles: 9, maxHoles: 9 }, '9'],
    [{ maxHoles: 9 }, '9'],
    [{ minHoles: 10 }, 'any'],
  ])('%j is %s', (range, choice) => {
    expect(holesChoiceOf(state(range))).toBe(choice);
  });

  it.each(['any', '9', '18'] as const)('%s survives a round trip', (choice) => {
    expect(holesChoiceOf(state(holesRange(choice)))).toBe(choice);
  });
});

it('clears the state with the country', () => {
  expect(withoutCountry(state({ country: 'france', state: 'bretagne', query: 'x' }))).toEqual(
    state({ query: 'x' }),
  );
});

it.each<[Partial<SearchState>, number]>([
  [{}, 0],
  [{ maxDistance: 50, sortBy: 'distance' }, 0],
  [{ minHoles: 18, amenities: ['proShop', 'restaurant'], maxDistance: 25, sortBy: 'name' }, 5],
])('counts the active filters of %j', (overrides, count) => {
  expect(activeFilterCount(state(overrides))).toBe(count);
});

describe('effectiveSort', () => {
  it.each<[Partial<SearchState>, boolean, string]>([
    [{}, true, 'distance'],
    [{}, false, 'name'],
    [{ query: 'lyon' }, true, 'relevance'],
    [{ query: 'lyon', sortBy: 'distance' }, true, 'distance'],
    [{ sortBy: 'distance' }, false, 'name'],
    [{ sortBy: 'relevance' }, true, 'distance'],
    [{ sortBy: 'name' }, true, 'name'],
  ])('%j with location %s → %s', (overrides, hasLocation, sort) => {
    expect(effectiveSort(state(overrides), hasLocation)).toBe(sort);
  });
});

describe('listRequest', () => {
  it.each<[string, Partial<SearchState>, { lat: number; lng: number } | null, Record<string, unknown>]>([
    [
      'near me: 50 km by default, by distance',
      {},
      LYON,
      { page: 1, limit: 20, sortBy: 'distance', latitude: 45.76, longitude: 4.84, maxDistance: 50 },
    ],
    ['no location: by name, no radius', {}, null, { page: 1, limit: 20, sortBy: 'name' }],
    ['a chosen radius', { maxDistance: 25 }, LYON, { maxDistance: 25 }],
    [
      'a text search looks everywhere',
      { query: 'biarritz' },
      LYON,
      { query: 'biarritz', sortBy: 'relevance', maxDistance: WHOLE_COUNTRY_KM },
    ],
    [
      'a country list is the whole country',
      { country: 'italy' },
      LYON,
      { country: 'italy', maxDistance: WHOLE_COUNTRY_KM },
    ],
    [
      'filters',
      { minHoles: 18, amenities: ['drivingRange', 'rentalCarts'], country: 'france', state: 'bretagne' },
      null,
      {
        minHoles: 18,
        amenities: 'drivingRange,rentalCarts',
        country: 'france',
        state: 'bretagne',
      },
    ],
  ])('%s', (_name, overrides, location, expected) => {
    expect(listRequest(state(overrides), location, 1)).toMatchObject(expected);
  });

  it('never sends an empty text (§5)', () => {
    expect(listRequest(state(), LYON, 1)).not.toHaveProperty('query');
  });

  it('asks for each club as its row shows it (view=summary), with or without a location', () => {
    expect(listRequest(state({ query: 'leman' }), LYON, 2).view).toBe('summary');
    expect(listRequest(state({ country: 'france' }), null, 1).view).toBe('summary');
  });
});

it('asks for a viewport with its filters, its middle first', () => {
  expect(
    mapRequest(state({ query: 'golf', minHoles: 18 }), { west: 4, south: 45, east: 6, north: 47 }),
  ).toEqual({
    query: 'golf',
    minHoles: 18,
    bounds: '4,45,6,47',
    latitude: 46,
    longitude: 5,
    sortBy: 'distance',
    limit: 100,
    view: 'map',
  });
});

it.each([
  ['Golf du Château', 'chateau', true],
  ['Golf de Lyon', 'LYON', true],
  ['Golf de Lyon', 'paris', false],
  ['Golf de Lyon', '', true],
])('matches %s with %j: %s', (name, query, expected) => {
  expect(matchesText({ name, city: null }, query)).toBe(expected);
});
