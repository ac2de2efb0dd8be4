import type { ErrorBody, FavoriteClubs, FavoriteState } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubsImportRepository } from '../clubs/import/repository';
import { applyDataSet } from '../clubs/import/apply';
import type { DataSet, DataSetClub } from '../clubs/import/types';
import { bearer, buildTestApp, createUser } from '../../test/app';
import type { TestApp, TestUser } from '../../test/app';

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;

const club = (n: number): DataSetClub => ({
  key: `csv:fav-${n}`,
  slug: `favorite-test-club-${n}`,
  name: `Favorite Test Club ${n}`,
  country: 'FR',
  lat: 45 + n / 100,
  lng: 5,
});
const dataSet: DataSet = {
  format: 'fairway-clubs',
  formatVersion: 1,
  version: 'favorites-test',
  license: 'test',
  attribution: 'test',
  sources: [],
  regions: [],
  clubs: [club(1), club(2), club(3)],
};

describe('favorite clubs', () => {
  let t: TestApp;
  let golfer: TestUser;
  let friend: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    await applyDataSet(createClubsImportRepository(t.database.db), dataSet);
    golfer = await createUser(t.app);
    friend = await createUser(t.app);
  });
  afterAll(() => t.close());

  const favorites = async (user: TestUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/favorites-clubs',
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(200);
    return response.json<FavoriteClubs>().clubs.map((c) => c.slug);
  };
  const add = (user: TestUser, clubId: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/favorites-clubs', headers: bearer(user), payload: { clubId } });
  const remove = (user: TestUser, clubId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/favorites-clubs/${clubId}`, headers: bearer(user) });

  it.each([
    ['GET', '/api/favorites-clubs'],
    ['POST', '/api/favorites-clubs'],
    ['DELETE', '/api/favorites-clubs/favorite-test-club-1'],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
  });

  it('adds favorites idempotently, by slug or id, newest first, and only for the actor', async () => {
    expect(await favorites(golfer)).toEqual([]);
    const first = await add(golfer, 'favorite-test-club-1');
    expect(first.statusCode).toBe(200);
    const { clubId } = first.json<FavoriteState>();
    expect(first.json()).toEqual({ clubId, isFavorite: true });
    expect((await add(golfer, clubId)).json()).toEqual({ clubId, isFavorite: true });
    await add(golfer, 'favorite-test-club-3');
    expect(await favorites(golfer)).toEqual(['favorite-test-club-3', 'favorite-test-club-1']);
    expect(await favorites(friend)).toEqual([]);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/favorites-clubs',
      headers: bearer(golfer),
    });
    expect(listed.json<FavoriteClubs>().clubs.every((c) => c.isFavorite)).toBe(true);
  });

  it('removes favorites idempotently', async () => {
    await add(friend, 'favorite-test-club-2');
    const removed = await remove(friend, 'favorite-test-club-2');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<FavoriteState>().isFavorite).toBe(false);
    expect((await remove(friend, 'favorite-test-club-2')).statusCode).toBe(200);
    expect(await favorites(friend)).toEqual([]);
    expect(await favorites(golfer)).toHaveLength(2);
  });

  it('answers 404 club_not_found for an unknown club and 400 for a missing clubId', async () => {
    for (const response of [
      await add(golfer, 'no-such-club'),
      await remove(golfer, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('club_not_found');
    }
    const missing = await add(golfer, undefined);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).field).toBe('body.clubId');
    const wrongType = await add(golfer, 42);
    expect(errorOf(wrongType).field).toBe('body.clubId');
  });
});
