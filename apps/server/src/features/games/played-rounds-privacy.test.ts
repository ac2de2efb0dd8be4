import type { GameDetail, GameSetupInput, PlayedGame } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { buildCourse } from '../../test/factories';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * Issue #19 item 5: another golfer's played rounds (and statistics) show only finished rounds that are not
 * private; a live round is its players' own.
 */
describe('another golfer’s played rounds', () => {
  let t: TestApp;
  let golfer: TestUser;
  let partner: TestUser;
  let stranger: TestUser;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  const ids = { live: '', finished: '', hidden: '', invited: '' };

  const call = (...args: ApiCall) => callApi(t.app, ...args);
  async function round(by: TestUser, overrides: Partial<GameSetupInput>): Promise<GameDetail> {
    const created = await call(by, 'POST', '/api/game', {
      date: daysAgo(1),
      kind: 'recorded',
      courseId: course.courseId,
      format: 'strokeplay',
      players: [{ userId: by.id }],
      ...overrides,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    return (await call(by, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
  }
  async function scoreHoles(by: TestUser, game: GameDetail, playerId: string, holes: number) {
    for (let hole = 1; hole <= holes; hole++) {
      const saved = await call(by, 'POST', `/api/game/${game.id}/scores`, {
        playerId,
        holeNumber: hole,
        score: 5,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  }
  const finish = (by: TestUser, id: string) =>
    call(by, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });

  beforeAll(async () => {
    t = await buildTestApp();
    [golfer, partner, stranger] = [
      await createGolfer(t.app),
      await createGolfer(t.app),
      await createGolfer(t.app),
    ];
    course = await buildCourse(t.app.db);
    // A live round in progress with a partner, with a running score.
    const live = await round(golfer, {
      date: new Date().toISOString(),
      kind: 'live',
      players: [{ userId: golfer.id }, { userId: partner.id }],
    });
    expect((await call(partner, 'POST', `/api/game/${live.id}/player`)).statusCode).toBe(204);
    await scoreHoles(golfer, live, live.players[0]!.id, 3);
    ids.live = live.id;
    // A finished shared round, and a finished private one.
    for (const [key, isPrivate] of [
      ['finished', false],
      ['hidden', true],
    ] as const) {
      const game = await round(golfer, { isPrivate });
      await scoreHoles(golfer, game, game.players[0]!.id, 18);
      expect((await finish(golfer, game.id)).statusCode).toBe(200);
      ids[key] = game.id;
    }
    // A finished round of the partner's that the golfer was only invited to, with a card entered for them.
    const invited = await round(partner, { players: [{ userId: partner.id }, { userId: golfer.id }] });
    await scoreHoles(partner, invited, invited.players[1]!.id, 18);
    expect((await finish(partner, invited.id)).statusCode).toBe(200);
    ids.invited = invited.id;
  });
  afterAll(() => t.close());

  const playedBy = async (viewer: TestUser) => {
    const response = await call(viewer, 'GET', `/api/profile/${golfer.id}/games`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlayedGame[]>().map((game) => game.id);
  };

  it('a stranger sees only the finished round that is not private: not the live one, not the private one', async () => {
    expect(await playedBy(stranger)).toEqual([ids.finished]);
  });

  it('a partner of the live round does not see it in someone else’s list either: it is in their own rounds', async () => {
    expect(await playedBy(partner)).toEqual([ids.finished]);
  });

  it('the golfer sees all of theirs, live and private ones too, but not a round they were only invited to', async () => {
    const own = await playedBy(golfer);
    expect(new Set(own)).toEqual(new Set([ids.live, ids.finished, ids.hidden]));
    expect(own).not.toContain(ids.invited);
  });

  it('a live round’s result is its players’ alone', async () => {
    expect((await call(stranger, 'GET', `/api/game/${ids.live}/results`)).statusCode).toBe(403);
    expect((await call(partner, 'GET', `/api/game/${ids.live}/results`)).statusCode).toBe(200);
  });

  it('statistics count only the golfer’s own finished rounds; for a stranger only the shared ones', async () => {
    const rounds = async (viewer: TestUser) =>
      (await call(viewer, 'GET', `/api/stats/${golfer.id}`)).json<{ rounds: { gameId?: string }[] }>().rounds;
    expect(await rounds(stranger)).toHaveLength(1);
    // Their own: the shared and the private finished rounds; neither the live one nor the one only invited to.
    expect(await rounds(golfer)).toHaveLength(2);
  });
});
