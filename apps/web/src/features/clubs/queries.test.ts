// @vitest-environment jsdom
import { ClubSummary } from '@fairway/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { readNearestEntry, writeNearestEntry } from './model/nearest-cache';
import { clubKeys, setFavoriteEverywhere } from './queries';
import { buildClub } from './test-factories';

const summaryOf = (overrides: Parameters<typeof buildClub>[0]) => ClubSummary.parse(buildClub(overrides));
const lac = summaryOf({
  id: '20000000-0000-4000-8000-000000000011',
  slug: 'golf-du-lac',
  name: 'Golf du Lac',
});
const mont = summaryOf({
  id: '20000000-0000-4000-8000-000000000012',
  slug: 'golf-du-mont',
  name: 'Golf du Mont',
});

describe('setFavoriteEverywhere', () => {
  beforeEach(() => localStorage.clear());

  it("sets the heart in the explore page's nearby clubs and in the device's copy of them", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(clubKeys.nearby(45.76, 4.84), [lac, mont]);
    writeNearestEntry({ at: 1_000, lat: 45.76, lng: 4.84, clubs: [lac, mont] });

    setFavoriteEverywhere(queryClient, lac.id, true);

    const isFavorite = (clubs: readonly ClubSummary[] | undefined) =>
      clubs?.map((club) => [club.slug, club.isFavorite]);
    expect(isFavorite(queryClient.getQueryData(clubKeys.nearby(45.76, 4.84)))).toEqual([
      ['golf-du-lac', true],
      ['golf-du-mont', false],
    ]);
    // The next visit shows the device's copy first: it must not bring the old heart back.
    const stored = readNearestEntry();
    expect(isFavorite(stored?.clubs)).toEqual([
      ['golf-du-lac', true],
      ['golf-du-mont', false],
    ]);
    expect(stored).toMatchObject({ at: 1_000, lat: 45.76, lng: 4.84 });
  });
});
