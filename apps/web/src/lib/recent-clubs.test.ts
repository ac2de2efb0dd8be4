// @vitest-environment jsdom
import '../test/dom';
import { describe, expect, it } from 'vitest';
import {
  MAX_RECENT_CLUBS,
  parseRecentClubs,
  readRecentClubs,
  recentClubOf,
  rememberClub,
  withRecentClub,
  type RecentClub,
} from './recent-clubs';

const recent = (n: number): RecentClub => ({
  id: `c${n}`,
  slug: `club-${n}`,
  name: `Club ${n}`,
  city: null,
  countryName: 'France',
});

describe('withRecentClub', () => {
  it.each<[string, RecentClub[], RecentClub, string[]]>([
    ['into an empty list', [], recent(1), ['c1']],
    ['first', [recent(1), recent(2)], recent(3), ['c3', 'c1', 'c2']],
    ['moves a known club to the front', [recent(1), recent(2), recent(3)], recent(3), ['c3', 'c1', 'c2']],
    ['keeps the latest 5', [1, 2, 3, 4, 5].map(recent), recent(6), ['c6', 'c1', 'c2', 'c3', 'c4']],
  ])('puts a club %s', (_name, list, club, ids) => {
    expect(withRecentClub(list, club).map((c) => c.id)).toEqual(ids);
  });

  it('keeps 5 clubs', () => {
    expect(MAX_RECENT_CLUBS).toBe(5);
  });
});

describe('parseRecentClubs', () => {
  it.each<[string, string | null, number]>([
    ['nothing', null, 0],
    ['not JSON', '[', 0],
    ['not a list', '{"id":"x"}', 0],
    ['entries without a slug skipped', JSON.stringify([{ id: 'a', name: 'A' }, recent(1)]), 1],
    ['more than 5 cut', JSON.stringify([1, 2, 3, 4, 5, 6, 7].map(recent)), 5],
  ])('%s', (_name, stored, count) => {
    expect(parseRecentClubs(stored)).toHaveLength(count);
  });

  it('reads the create-round screen’s entries, which have no coordinates', () => {
    const [club] = parseRecentClubs(
      JSON.stringify([{ id: 'a', slug: 'a', name: 'A', city: 'Lyon', countryName: 'France' }]),
    );
    expect(club).toEqual({
      id: 'a',
      slug: 'a',
      name: 'A',
      city: 'Lyon',
      countryName: 'France',
      state: null,
      holes: null,
    });
  });
});

it('remembers clubs on the device, newest first', () => {
  const club = {
    city: 'Lyon',
    countryName: 'France',
    state: 'Auvergne-Rhône-Alpes',
    holes: 18,
    latitude: 45.76,
    longitude: 4.84,
  };
  const first = recentClubOf({ ...club, id: 'a', slug: 'a', name: 'Golf A' });
  const second = recentClubOf({ ...club, id: 'b', slug: 'b', name: 'Golf B' });
  rememberClub(first);
  rememberClub(second);
  rememberClub(first);
  expect(readRecentClubs().map((club) => club.id)).toEqual(['a', 'b']);
  expect(readRecentClubs()[0]).toMatchObject({ latitude: 45.76, longitude: 4.84, holes: 18 });
  expect(localStorage.getItem('fairway.recent_clubs')).not.toBeNull();
});
