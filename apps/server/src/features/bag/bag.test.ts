import type { Bag, BagClub, BagClubInput, Brands, ErrorBody } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';

/** 14 clubs: driver, 3- and 5-wood, a 4-hybrid, irons 5 to 9, wedges 46, 52, 56, 60 and a putter. */
const FULL_BAG: BagClubInput[] = [
  { type: 'putter' },
  { type: 'wedge', loft: 60 },
  { type: 'wedge', loft: 46 },
  { type: 'wedge', loft: 52 },
  { type: 'wedge', loft: 56 },
  ...[9, 8, 7, 6, 5].map((clubNumber): BagClubInput => ({ type: 'iron', clubNumber })),
  { type: 'hybrid', clubNumber: 4 },
  { type: 'wood', clubNumber: 5 },
  { type: 'wood', clubNumber: 3 },
  { type: 'driver', loft: 10.5 },
];

describe('the bag', () => {
  let t: TestApp;
  let golfer: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    golfer = await createGolfer(t.app);
    stranger = await createGolfer(t.app);
  });
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);
  const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;
  const update = (by: TestUser, clubs: unknown[]) => call(by, 'POST', '/api/golf-gear/update-bag', { clubs });
  const myBag = async (by: TestUser) => (await call(by, 'GET', '/api/golf-gear/my-bag')).json<Bag>().clubs;
  const brandId = async (name: string) =>
    (await call(golfer, 'GET', `/api/golf-gear/brands?query=${encodeURIComponent(name)}`))
      .json<Brands>()
      .brands.find((brand) => brand.name === name)!.id;

  it.each([
    ['GET', '/api/golf-gear/my-bag'],
    ['POST', '/api/golf-gear/update-bag'],
    ['GET', '/api/golf-gear/brands'],
    ['GET', '/api/golf-gear/users/someone/clubs'],
    ['GET', '/api/golf-gear/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/golf-gear/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/golf-gear/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    expect(
      (await call(null, method, url, method === 'POST' || method === 'PUT' ? {} : undefined)).statusCode,
    ).toBe(401);
  });

  it('searches the seeded brands by the start of the name or of a word', async () => {
    const all = (await call(golfer, 'GET', '/api/golf-gear/brands')).json<Brands>().brands;
    expect(all.length).toBeGreaterThan(20);
    const names = (q: string) =>
      call(golfer, 'GET', `/api/golf-gear/brands?query=${q}`).then((r) =>
        r.json<Brands>().brands.map((b) => b.name),
      );
    expect(await names('tit')).toEqual(['Titleist']);
    expect(await names('cameron')).toEqual(['Scotty Cameron']);
    expect(await names('%')).toEqual([]);
  });

  it('keeps 14 clubs in bag order, with brand, model, flex, notes and distance', async () => {
    const titleist = await brandId('Titleist');
    const clubs = FULL_BAG.map((club) =>
      club.type === 'driver'
        ? {
            ...club,
            brandId: titleist,
            modelName: 'GT2',
            shaftFlex: 'stiff',
            notes: 'Fade',
            averageDistance: 231,
          }
        : club,
    );
    const response = await update(golfer, clubs);
    expect(response.statusCode, response.body).toBe(200);
    const bag = response.json<Bag>().clubs;
    expect(bag.map((c) => [c.type, c.clubNumber ?? c.loft])).toEqual([
      ['driver', 10.5],
      ['wood', 3],
      ['wood', 5],
      ['hybrid', 4],
      ['iron', 5],
      ['iron', 6],
      ['iron', 7],
      ['iron', 8],
      ['iron', 9],
      ['wedge', 46],
      ['wedge', 52],
      ['wedge', 56],
      ['wedge', 60],
      ['putter', null],
    ]);
    expect(bag[0]).toMatchObject({
      brandId: titleist,
      brandName: 'Titleist',
      modelName: 'GT2',
      shaftFlex: 'stiff',
      notes: 'Fade',
      inBag: true,
      performance: { averageDistance: 231 },
    });
    expect(await myBag(golfer)).toEqual(bag);
  });

  it('refuses a 15th club in the bag, and keeps the bag as it was', async () => {
    const before = await myBag(golfer);
    const response = await update(golfer, [...before, { type: 'iron', clubNumber: 4 }]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('bag_limit_exceeded');
    expect(await myBag(golfer)).toEqual(before);
    // A 15th club kept out of the bag is fine.
    const outside = await update(golfer, [...before, { type: 'iron', clubNumber: 4, inBag: false }]);
    expect(outside.statusCode, outside.body).toBe(200);
    const spare = outside.json<Bag>().clubs.find((club) => !club.inBag)!;
    // Putting it in the full bag one club at a time is refused too.
    const put = await call(golfer, 'PUT', `/api/golf-gear/${spare.id}`, {
      type: 'iron',
      clubNumber: 4,
      inBag: true,
    });
    expect(put.statusCode).toBe(400);
    expect(errorOf(put).code).toBe('bag_limit_exceeded');
  });

  it('reads, rewrites and removes one club; only the owner may', async () => {
    const [driver] = await myBag(golfer);
    const read = await call(golfer, 'GET', `/api/golf-gear/${driver!.id}`);
    expect(read.json<BagClub>()).toEqual(driver);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const refused = await call(
        stranger,
        method,
        `/api/golf-gear/${driver!.id}`,
        method === 'PUT' ? { type: 'driver' } : undefined,
      );
      expect(refused.statusCode, method).toBe(404);
      expect(errorOf(refused).code).toBe('bag_club_not_found');
    }
    const rewritten = await call(golfer, 'PUT', `/api/golf-gear/${driver!.id}`, {
      type: 'driver',
      loft: 9,
      averageDistance: 240,
    });
    expect(rewritten.json<BagClub>()).toMatchObject({
      loft: 9,
      brandId: null,
      performance: { averageDistance: 240 },
    });
    // Another golfer's club id cannot be slipped into one's own bag update.
    const slipped = await update(stranger, [{ id: driver!.id, type: 'driver' }]);
    expect(slipped.statusCode).toBe(404);
    const removed = await call(golfer, 'DELETE', `/api/golf-gear/${driver!.id}`);
    expect(removed.json()).toEqual({ id: driver!.id, deleted: true });
    expect((await call(golfer, 'GET', `/api/golf-gear/${driver!.id}`)).statusCode).toBe(404);
  });

  it('refuses a wedge loft not in the list, a decimal distance and an unknown brand', async () => {
    const loft = await update(golfer, [{ type: 'wedge', loft: 53 }]);
    expect(loft.statusCode).toBe(400);
    expect(errorOf(loft)).toMatchObject({ code: 'validation_error', field: 'body.clubs.0.loft' });
    const distance = await update(golfer, [{ type: 'iron', clubNumber: 7, averageDistance: 150.5 }]);
    expect(distance.statusCode).toBe(400);
    const brand = await update(golfer, [{ type: 'putter', brandId: 999_999 }]);
    expect(brand.statusCode).toBe(400);
    expect(errorOf(brand).code).toBe('brand_not_found');
  });

  it('shows another golfer only the clubs in the bag, in bag order; an unknown golfer is 404', async () => {
    const bag = await myBag(golfer);
    const seen = await call(stranger, 'GET', `/api/golf-gear/users/${golfer.id}/clubs`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<Bag>().clubs).toEqual(bag.filter((club) => club.inBag));
    expect(seen.json<Bag>().clubs.some((club) => !club.inBag)).toBe(false);
    expect((await call(stranger, 'GET', '/api/golf-gear/users/nobody/clubs')).statusCode).toBe(404);
  });
});
