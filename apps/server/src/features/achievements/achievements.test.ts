import type { ErrorBody, GameDetail, GolferAchievements } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { CARD_18, buildCourse } from '../../test/factories';

describe('achievements', () => {
  let t: TestApp;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  beforeAll(async () => {
    t = await buildTestApp();
    course = await buildCourse(t.app.db);
  });
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);

  /** A finished recorded round of one golfer, strokes relative to par per hole from hole 1. */
  async function round(by: TestUser, toPar: number[], isPrivate = false): Promise<string> {
    const created = await call(by, 'POST', '/api/game', {
      date: new Date(Date.now() - 86_400_000).toISOString(),
      courseId: course.courseId,
      kind: 'recorded',
      isPrivate,
      players: [{ userId: by.id }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    const detail = (await call(by, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
    for (const [index, over] of toPar.entries()) {
      const saved = await call(by, 'POST', `/api/game/${gameId}/scores`, {
        playerId: detail.players[0]!.id,
        holeNumber: index + 1,
        score: CARD_18.pars[index]! + over,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const done = await call(by, 'PUT', `/api/game/${gameId}/player/status`, { status: 'finished' });
    expect(done.statusCode, done.body).toBe(200);
    return gameId;
  }

  const achievementsOf = async (viewer: TestUser, userId: string) => {
    const response = await call(viewer, 'GET', `/api/achievements/${userId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GolferAchievements>();
    return { ...body, byId: Object.fromEntries(body.achievements.map((a) => [a.id, a])) };
  };

  it('refuses a signed-out caller (401) and answers 404 for a golfer without a profile', async () => {
    const golfer = await createGolfer(t.app);
    expect((await call(null, 'GET', `/api/achievements/${golfer.id}`)).statusCode).toBe(401);
    const unknown = await call(golfer, 'GET', '/api/achievements/nobody-at-all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.code).toBe('profile_not_found');
  });

  it('earns nothing before a round (beyond the beta), then the first round and a birdie from real scores', async () => {
    const golfer = await createGolfer(t.app);
    const before = await achievementsOf(golfer, golfer.id);
    expect(before.achievements.filter((a) => a.earned && a.id !== 'beta-participant')).toEqual([]);
    expect(before.byId['rounds-1']).toMatchObject({ earned: false, progress: 0, total: 1 });

    await round(golfer, [-1, 0, 0]);
    const after = await achievementsOf(golfer, golfer.id);
    expect(after.byId['rounds-1']).toMatchObject({ earned: true, progress: 1 });
    expect(after.byId['rounds-1']!.earnedDate).not.toBeNull();
    expect(after.byId['first-birdie']!.earned).toBe(true);
    expect(after.byId['rounds-5']).toMatchObject({ earned: false, progress: 1, total: 5 });
    expect(after.byId['break-100']!.earned).toBe(false); // three holes are no 18-hole round
    expect(after.latest.map((a) => a.id)).toContain('rounds-1');
    expect(after.latest.length).toBeLessThanOrEqual(3);
    expect(after.earnedCount).toBe(after.achievements.filter((a) => a.earned).length);
  });

  it('shows another golfer the trophies of their rounds that are not private', async () => {
    const golfer = await createGolfer(t.app);
    const stranger = await createGolfer(t.app);
    await round(golfer, [0, 0, -2], true);
    expect((await achievementsOf(golfer, golfer.id)).byId['hole-in-one']!.earned).toBe(true);
    const seen = await achievementsOf(stranger, golfer.id);
    expect(seen.byId['hole-in-one']!.earned).toBe(false);
    expect(seen.byId['rounds-1']!.earned).toBe(false);
  });
});
