// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import '../../../test/dom';
import {
  MAX_RECENT_CLUBS,
  parseRecentClubs,
  readRecentClubs,
  rememberClub,
  withRecentClub,
} from './recent-clubs';

const club = (id: string) => ({
  id,
  slug: `slug-${id}`,
  name: `Club ${id}`,
  city: null,
  countryName: 'France',
});

describe('recent clubs', () => {
  it.each([
    ['an empty list', [], 'a', ['a']],
    ['a new club', ['a', 'b'], 'c', ['c', 'a', 'b']],
    ['a club already there', ['a', 'b', 'c'], 'c', ['c', 'a', 'b']],
    ['a sixth club', ['a', 'b', 'c', 'd', 'e'], 'f', ['f', 'a', 'b', 'c', 'd']],
  ])('adding to %s', (_, ids, id, expected) => {
    expect(withRecentClub(ids.map(club), club(id)).map((c) => c.id)).toEqual(expected);
  });

  it.each([
    [null, 0],
    ['', 0],
    ['not json', 0],
    ['{"id":"a"}', 0],
    ['[{"id":"a","slug":"a","name":"A"},{"id":1}]', 1],
    [JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(club)), MAX_RECENT_CLUBS],
  ])('reads %j as %i clubs', (text, count) => {
    expect(parseRecentClubs(text)).toHaveLength(count);
  });

  it('keeps the fields the clubs screens add to an entry', () => {
    localStorage.setItem(
      'fairway.recent_clubs',
      JSON.stringify([{ ...club('a'), state: 'Bretagne', holes: 18, latitude: 48.1, longitude: -1.6 }]),
    );
    rememberClub(club('b'));
    expect(readRecentClubs()[1]).toMatchObject({ id: 'a', state: 'Bretagne', holes: 18, latitude: 48.1 });
  });

  it('keeps the latest five on the device, newest first', () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'b']) rememberClub(club(id));
    expect(readRecentClubs().map((c) => c.id)).toEqual(['b', 'f', 'e', 'd', 'c']);
    expect(localStorage.getItem('fairway.recent_clubs')).not.toBeNull();
  });
});
