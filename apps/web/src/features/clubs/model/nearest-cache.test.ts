import { describe, expect, it } from 'vitest';
import { buildClub } from '../test-factories';
import { NEAREST_CACHE_MS, cachedNearest, parseNearestEntry, type NearestEntry } from './nearest-cache';

const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);
const LYON = { lat: 45.76, lng: 4.84 };
const entry: NearestEntry = { at: T0, ...LYON, clubs: [buildClub()] };

describe('cachedNearest', () => {
  it.each<[string, NearestEntry | null, { lat: number; lng: number }, number, boolean]>([
    ['none stored', null, LYON, T0, false],
    ['just stored, same place', entry, LYON, T0, true],
    ['29 minutes old', entry, LYON, T0 + NEAREST_CACHE_MS - 60_000, true],
    ['30 minutes old', entry, LYON, T0 + NEAREST_CACHE_MS, false],
    ['a few hundred metres away', entry, { lat: 45.762, lng: 4.845 }, T0, true],
    ['in another town', entry, { lat: 45.9, lng: 4.96 }, T0, false],
    ['from the future', entry, LYON, T0 - 1, false],
  ])('%s → %s', (_name, stored, location, now, hit) => {
    expect(cachedNearest(stored, location, now) !== null).toBe(hit);
  });
});

it.each<[string, string | null, boolean]>([
  ['a stored entry', JSON.stringify(entry), true],
  ['nothing', null, false],
  ['not JSON', '{', false],
  ['no clubs', JSON.stringify({ at: T0, ...LYON }), false],
])('parses %s', (_name, stored, ok) => {
  expect(parseNearestEntry(stored) !== null).toBe(ok);
});
