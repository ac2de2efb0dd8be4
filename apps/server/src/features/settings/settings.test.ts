import { randomUUID } from 'node:crypto';
import type {
  AccountExport,
  ErrorBody,
  GameDetail,
  NotificationSettings,
  SignInMethods,
  UploadedImage,
} from '@fairway/contract';
import { DEFAULT_NOTIFICATION_SETTINGS, DELETED_GOLFER_NAME } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, gamePlayers, games } from '../../db/schema';
import { bearer, buildTestApp, callApi, createGolfer, signIn } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { buildCourse } from '../../test/factories';

type Golfer = TestUser & { username: string };

describe('settings and the account', () => {
  let t: TestApp;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  beforeAll(async () => {
    t = await buildTestApp();
    course = await buildCourse(t.app.db);
  });
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);
  const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;

  /** A finished recorded round set up by `owner` with these golfers, everyone scoring par 4s on 3 holes. */
  async function playedRound(owner: TestUser, others: TestUser[] = []): Promise<string> {
    const created = await call(owner, 'POST', '/api/game', {
      date: new Date(Date.now() - 86_400_000).toISOString(),
      courseId: course.courseId,
      kind: 'recorded',
      players: [{ userId: owner.id }, ...others.map((other) => ({ userId: other.id }))],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    // The golfers added are invited: each joins before their card counts.
    for (const other of others) {
      const joined = await call(other, 'POST', `/api/game/${gameId}/player`);
      expect(joined.statusCode, joined.body).toBe(204);
    }
    const detail = (await call(owner, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
    for (const player of detail.players) {
      for (const holeNumber of [1, 2, 3]) {
        const saved = await call(owner, 'POST', `/api/game/${gameId}/scores`, {
          playerId: player.id,
          holeNumber,
          score: 4,
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
    }
    for (const player of [owner, ...others]) {
      const done = await call(player, 'PUT', `/api/game/${gameId}/player/status`, { status: 'finished' });
      expect(done.statusCode, done.body).toBe(200);
    }
    return gameId;
  }

  describe('notifications', () => {
    it('are all on for a golfer who never changed them', async () => {
      const golfer = await createGolfer(t.app);
      const response = await call(golfer, 'GET', '/api/settings/notifications');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
      expect(Object.values(response.json<NotificationSettings>())).toHaveLength(7);
    });

    it('are stored on the server for the golfer only', async () => {
      const golfer = await createGolfer(t.app);
      const other = await createGolfer(t.app);
      const changed = { ...DEFAULT_NOTIFICATION_SETTINGS, newMessages: false, clubEvents: false };
      const saved = await call(golfer, 'PUT', '/api/settings/notifications', changed);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual(changed);
      expect((await call(golfer, 'GET', '/api/settings/notifications')).json()).toEqual(changed);
      // Another golfer's are untouched, and nobody can name someone else's.
      expect((await call(other, 'GET', '/api/settings/notifications')).json()).toEqual(
        DEFAULT_NOTIFICATION_SETTINGS,
      );
      const again = await call(golfer, 'PUT', '/api/settings/notifications', DEFAULT_NOTIFICATION_SETTINGS);
      expect(again.json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    });

    it('refuses a signed-out caller and a body that is not the seven toggles', async () => {
      const golfer = await createGolfer(t.app);
      expect((await call(null, 'GET', '/api/settings/notifications')).statusCode).toBe(401);
      expect(
        (await call(null, 'PUT', '/api/settings/notifications', DEFAULT_NOTIFICATION_SETTINGS)).statusCode,
      ).toBe(401);
      for (const body of [
        { ...DEFAULT_NOTIFICATION_SETTINGS, newMessages: 'no' },
        { newMessages: false },
        { ...DEFAULT_NOTIFICATION_SETTINGS, marketing: true },
      ]) {
        const response = await call(golfer, 'PUT', '/api/settings/notifications', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorOf(response).code).toBe('validation_error');
      }
    });
  });

  describe('sign-in methods', () => {
    const linkGoogle = (userId: string) =>
      t.app.db.insert(accounts).values({
        id: randomUUID(),
        accountId: `google-sub-${userId}`,
        providerId: 'google',
        userId,
      });

    it('says the golfer has a password, and that no provider is configured on this server', async () => {
      const golfer = await createGolfer(t.app);
      const response = await call(golfer, 'GET', '/api/settings/account/sign-in-methods');
      expect(response.statusCode).toBe(200);
      expect(response.json<SignInMethods>()).toEqual({
        hasPassword: true,
        providers: [
          { id: 'google', configured: false, linked: false, linkedAt: null },
          { id: 'apple', configured: false, linked: false, linkedAt: null },
        ],
      });
      expect((await call(null, 'GET', '/api/settings/account/sign-in-methods')).statusCode).toBe(401);
    });

    it('unlinks a provider while another way in remains', async () => {
      const golfer = await createGolfer(t.app);
      await linkGoogle(golfer.id);
      const before = (
        await call(golfer, 'GET', '/api/settings/account/sign-in-methods')
      ).json<SignInMethods>();
      expect(before.providers[0]).toMatchObject({ id: 'google', linked: true });
      const unlinked = await call(golfer, 'DELETE', '/api/settings/account/providers/google');
      expect(unlinked.statusCode, unlinked.body).toBe(200);
      expect(unlinked.json<SignInMethods>().providers[0]).toMatchObject({ id: 'google', linked: false });
      // The password still signs in.
      expect((await signIn(t.app, golfer.email, golfer.password)).token).toBeTruthy();
    });

    it('never unlinks the last way to sign in, nor a provider that is not linked', async () => {
      const golfer = await createGolfer(t.app);
      const notLinked = await call(golfer, 'DELETE', '/api/settings/account/providers/apple');
      expect(notLinked.statusCode).toBe(404);
      expect(errorOf(notLinked).code).toBe('sign_in_method_not_linked');

      // A golfer who signs in with Google only (no password).
      await linkGoogle(golfer.id);
      await t.app.db
        .delete(accounts)
        .where(and(eq(accounts.userId, golfer.id), eq(accounts.providerId, 'credential')));
      const last = await call(golfer, 'DELETE', '/api/settings/account/providers/google');
      expect(last.statusCode).toBe(409);
      expect(errorOf(last).code).toBe('last_sign_in_method');
      const methods = (
        await call(golfer, 'GET', '/api/settings/account/sign-in-methods')
      ).json<SignInMethods>();
      expect(methods).toMatchObject({ hasPassword: false, providers: [{ id: 'google', linked: true }, {}] });

      expect((await call(golfer, 'DELETE', '/api/settings/account/providers/facebook')).statusCode).toBe(400);
      expect((await call(null, 'DELETE', '/api/settings/account/providers/google')).statusCode).toBe(401);
    });
  });

  describe('export', () => {
    it('is a JSON file of everything Fairway holds about the golfer, and nothing secret', async () => {
      const golfer = await createGolfer(t.app, { firstName: 'Exporta', lastName: 'Golfer' });
      const partner = await createGolfer(t.app, { firstName: 'Partner' });
      const gameId = await playedRound(golfer, [partner]);
      await call(golfer, 'PUT', '/api/settings/notifications', {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        announcements: false,
      });
      await call(golfer, 'POST', '/api/favorites-clubs', { clubId: course.clubId });

      const response = await call(golfer, 'GET', '/api/settings/account/export');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="fairway-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = response.json<AccountExport>();
      expect(data).toMatchObject({
        format: 'fairway-account-export',
        account: { id: golfer.id, email: golfer.email, username: golfer.username },
        signInMethods: [{ providerId: 'password' }],
        profile: { firstName: 'Exporta', lastName: 'Golfer' },
        settings: { notifications: { announcements: false, newMessages: true } },
      });
      expect(data.rounds).toHaveLength(1);
      expect(data.rounds[0]).toMatchObject({ gameId, isOwner: true, status: 'finished' });
      expect(data.rounds[0]!.scores.map((score) => score.holeNumber)).toEqual([1, 2, 3]);
      expect(data.handicapRecords.length).toBeLessThanOrEqual(1);
      expect(data.sessions.length).toBeGreaterThan(0);

      // No password hash, no session token, nothing of the partner's own account.
      const [credential] = await t.app.db
        .select({ password: accounts.password })
        .from(accounts)
        .where(eq(accounts.userId, golfer.id));
      expect(credential?.password).toBeTruthy();
      expect(response.body).not.toContain(credential!.password!);
      expect(response.body).not.toContain(golfer.token.split('.')[0]!);
      expect(response.body).not.toContain('"token"');
      expect(response.body).not.toContain(partner.email);
    });

    it('exports only the caller’s own data, and nothing for a signed-out caller', async () => {
      const golfer = await createGolfer(t.app);
      const other = await createGolfer(t.app);
      await playedRound(golfer);
      const theirs = (await call(other, 'GET', '/api/settings/account/export')).json<AccountExport>();
      expect(theirs.account.id).toBe(other.id);
      expect(theirs.rounds).toEqual([]);
      expect(JSON.stringify(theirs)).not.toContain(golfer.id);
      expect((await call(null, 'GET', '/api/settings/account/export')).statusCode).toBe(401);
    });
  });

  describe('deletion', () => {
    async function avatarOf(golfer: TestUser): Promise<string> {
      const body = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
        .png()
        .toBuffer();
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/media/images?purpose=avatar',
        headers: { 'content-type': 'image/png', ...bearer(golfer) },
        payload: body,
      });
      const { url } = uploaded.json<UploadedImage>();
      const set = await call(golfer, 'PUT', `/api/profile/${golfer.id}/avatar`, { image: url });
      expect(set.statusCode, set.body).toBe(200);
      return url;
    }

    it('asks the golfer to type their username, and refuses anything else', async () => {
      const golfer: Golfer = await createGolfer(t.app);
      const wrong = await call(golfer, 'DELETE', '/api/settings/account', { confirmation: 'someone-else' });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('confirmation_mismatch');
      const empty = await call(golfer, 'DELETE', '/api/settings/account', { confirmation: '' });
      expect(empty.statusCode).toBe(400);
      expect((await call(golfer, 'DELETE', '/api/settings/account', {})).statusCode).toBe(400);
      expect(
        (await call(null, 'DELETE', '/api/settings/account', { confirmation: golfer.username })).statusCode,
      ).toBe(401);
      // Still there: another golfer cannot delete it either (there is no id to name it by).
      expect((await call(golfer, 'GET', '/api/settings/notifications')).statusCode).toBe(200);
    });

    it('removes the golfer, ends their sessions, deletes their media, and keeps rounds others played with them', async () => {
      const golfer: Golfer = await createGolfer(t.app);
      const partner = await createGolfer(t.app);
      const avatar = await avatarOf(golfer);
      expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);
      const shared = await playedRound(golfer, [partner]);
      const alone = await playedRound(golfer);
      const theirs = await playedRound(partner, [golfer]);
      const secondDevice = await signIn(t.app, golfer.email, golfer.password);

      const deleted = await call(golfer, 'DELETE', '/api/settings/account', {
        confirmation: ` ${golfer.username.toUpperCase()} `,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ status: 'deleted' });

      // Every session ended, and the account is gone: signing in fails.
      expect((await call(golfer, 'GET', '/api/settings/notifications')).statusCode).toBe(401);
      expect((await call({ token: secondDevice.token! }, 'GET', '/api/profile')).statusCode).toBe(401);
      const again = await signIn(t.app, golfer.email, golfer.password);
      expect(again.token).toBeUndefined();
      expect(again.response.statusCode).toBe(401);
      expect((await call(partner, 'GET', `/api/profiles/${golfer.id}`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);

      // The round played alone is gone; the ones played with the partner stay, the partner owning the shared one.
      const [aloneRow] = await t.app.db.select().from(games).where(eq(games.id, alone));
      expect(aloneRow).toBeUndefined();
      for (const gameId of [shared, theirs]) {
        const detail = await call(partner, 'GET', `/api/game/${gameId}`);
        expect(detail.statusCode, detail.body).toBe(200);
        const players = await t.app.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, gameId));
        expect(players.map((player) => player.name)).toContain(DELETED_GOLFER_NAME);
        expect(players.map((player) => player.userId)).not.toContain(golfer.id);
      }
      const [sharedRow] = await t.app.db.select().from(games).where(eq(games.id, shared));
      expect(sharedRow?.ownerId).toBe(partner.id);
      // The partner keeps their account and their statistics of the shared rounds.
      const stats = await call(partner, 'GET', `/api/stats/${partner.id}`);
      expect(stats.json<{ totalGames: number }>().totalGames).toBe(2);
    });
  });
});
