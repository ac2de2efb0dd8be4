import { SOCIAL_PROVIDERS, UPLOADED_IMAGE_URL_PATTERN } from '@fairway/contract';
import type { AccountExport, NotificationSettings, SignInMethods, SocialProvider } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { SessionRevocation } from '../../realtime/bus';
import type { SessionsRepository } from './sessions.repository';
import { PASSWORD_PROVIDER } from './settings.repository';
import type { SettingsRepository } from './settings.repository';

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Dates as ISO strings, everything else as it is: one exported row. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * The golfer's settings and account: notification toggles, the ways to sign in (Google and Apple linked or
 * unlinked, never the last way in), the export of their data and the deletion of their account. Every call acts
 * on the actor's own account only: there is no id to name another golfer's.
 */
export function createSettingsService(deps: {
  repository: SettingsRepository;
  sessions: SessionsRepository;
  /** The providers this server is configured for (config.oidc). */
  configuredProviders: readonly SocialProvider[];
  /** Drops the deleted account's sessions from every instance's cache and closes its sockets. */
  revoke: (revocation: SessionRevocation) => Promise<void>;
  /** Deletes a media file the golfer uploaded (their avatar), by its URL. */
  deleteMedia: (url: string) => Promise<void>;
}) {
  const { repository, configuredProviders } = deps;

  async function signInMethods(userId: string): Promise<SignInMethods> {
    const linked = await repository.signInAccountsOf(userId);
    return {
      hasPassword: linked.some((account) => account.providerId === PASSWORD_PROVIDER),
      providers: SOCIAL_PROVIDERS.map((id) => {
        const account = linked.find((candidate) => candidate.providerId === id);
        return {
          id,
          configured: configuredProviders.includes(id),
          linked: Boolean(account),
          linkedAt: account ? account.createdAt.toISOString() : null,
        };
      }),
    };
  }

  return {
    /** The actor's toggles; all on until changed. */
    notifications(actor: Actor): Promise<NotificationSettings> {
      return repository.notificationsOf(actor.userId);
    },

    /** Stores the actor's seven toggles and answers them as stored. */
    async saveNotifications(actor: Actor, toggles: NotificationSettings): Promise<NotificationSettings> {
      await repository.saveNotifications(actor.userId, toggles);
      return repository.notificationsOf(actor.userId);
    },

    /** How the actor can sign in, and which providers this server can link. */
    signInMethods(actor: Actor): Promise<SignInMethods> {
      return signInMethods(actor.userId);
    },

    /**
     * Unlinks Google or Apple. 404 `sign_in_method_not_linked` when it is not linked; 409 `last_sign_in_method`
     * when it is the account's only way in (no password, no other provider): the golfer would be locked out.
     */
    async unlink(actor: Actor, provider: SocialProvider): Promise<SignInMethods> {
      const linked = await repository.signInAccountsOf(actor.userId);
      if (!linked.some((account) => account.providerId === provider)) {
        throw new AppError('sign_in_method_not_linked', 404, `${provider} is not linked to this account`);
      }
      if (linked.length <= 1) {
        throw new AppError(
          'last_sign_in_method',
          409,
          'This is the only way to sign in to this account: set a password or link another first',
        );
      }
      await repository.removeSignInAccount(actor.userId, provider);
      return signInMethods(actor.userId);
    },

    /**
     * Everything Fairway holds about the actor: account, sign-in methods, profile, settings, rounds with their
     * scores, guests, handicap records, bag, favourite clubs, suggestions and sessions. Never a password hash,
     * a session token or a provider's token.
     */
    async exportData(actor: Actor): Promise<AccountExport> {
      const { userId } = actor;
      const account = await repository.accountOf(userId);
      if (!account) throw new AppError('unauthorized', 401, 'Sign in first');
      const [signIn, profile, notifications, rounds, guests, records, bag, favorites, suggestions, sessions] =
        await Promise.all([
          repository.signInAccountsOf(userId),
          repository.profileOf(userId),
          repository.notificationsOf(userId),
          repository.roundsOf(userId),
          repository.guestsOf(userId),
          repository.handicapRecordsOf(userId),
          repository.bagOf(userId),
          repository.favoriteClubsOf(userId),
          repository.clubSuggestionsOf(userId),
          deps.sessions.listActive(userId, new Date()),
        ]);
      return {
        format: 'fairway-account-export',
        version: 1,
        exportedAt: new Date().toISOString(),
        account: {
          id: account.id,
          email: account.email,
          emailVerified: account.emailVerified,
          username: account.username,
          locale: account.locale,
          createdAt: account.createdAt.toISOString(),
        },
        signInMethods: signIn.map((row) => ({
          providerId: row.providerId === PASSWORD_PROVIDER ? 'password' : row.providerId,
          linkedAt: row.createdAt.toISOString(),
        })),
        profile: profile ? plain(profile) : null,
        settings: { notifications },
        rounds: rounds.rows.map((row) => ({
          gameId: row.gameId,
          name: row.name,
          playedAt: row.playedAt.toISOString(),
          status: row.status,
          format: row.format,
          course: row.course,
          club: row.club,
          isOwner: row.ownerId === userId,
          playerName: row.playerName,
          handicapIndex: row.handicapIndex,
          scores: rounds.scores
            .filter((score) => score.playerId === row.playerId)
            .map(({ playerId: _player, ...score }) => plain(score)),
        })),
        guests: guests.map(plain),
        handicapRecords: records.map(plain),
        bag: bag.map(plain),
        favoriteClubs: favorites.map(plain),
        clubSuggestions: suggestions.map(plain),
        sessions: sessions.map((session) => ({
          id: session.id,
          userAgent: session.userAgent || null,
          ipAddress: session.ipAddress || null,
          createdAt: session.createdAt.toISOString(),
          updatedAt: session.updatedAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
        })),
      };
    },

    /**
     * Deletes the actor's account once they typed their username (their email without a profile): 400
     * `confirmation_mismatch` otherwise. Personal data goes; rounds played with other golfers stay, with the
     * golfer's place renamed "Deleted golfer" (settings.repository.ts); every session ends at once on every
     * instance; the uploaded avatar file is deleted.
     */
    async deleteAccount(actor: Actor, confirmation: string): Promise<{ status: 'deleted' }> {
      const account = await repository.accountOf(actor.userId);
      if (!account) throw new AppError('unauthorized', 401, 'Sign in first');
      const expected = (account.username ?? account.email).trim().toLowerCase();
      if (confirmation.trim().toLowerCase() !== expected) {
        throw new AppError(
          'confirmation_mismatch',
          400,
          'Type your username (your email without a profile) to confirm',
          'body.confirmation',
        );
      }
      const sessionIds = await repository.sessionIdsOf(actor.userId);
      const throttleKeys = [`user:${actor.userId}`, `email:${account.email.toLowerCase()}`];
      if (account.username) throttleKeys.push(`username:${account.username.toLowerCase()}`);
      await repository.deleteAccount(actor.userId, throttleKeys);
      for (let start = 0; start < sessionIds.length || start === 0; start += 100) {
        await deps.revoke({
          userIds: [actor.userId],
          sessionIds: sessionIds.slice(start, start + 100),
        });
      }
      if (account.imageUrl && UPLOADED_IMAGE_URL_PATTERN.test(account.imageUrl)) {
        await deps.deleteMedia(account.imageUrl);
      }
      return { status: 'deleted' };
    },
  };
}
