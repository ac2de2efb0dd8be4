import { z } from 'zod';
import { AccountSession } from './accounts';
import { NOTIFICATION_TOGGLES, SOCIAL_PROVIDERS, type NotificationToggle } from './runtime/settings';

export {
  DELETED_GOLFER_NAME,
  NOTIFICATION_TOGGLES,
  SOCIAL_PROVIDERS,
  type NotificationToggle,
} from './runtime/settings';

/**
 * Settings of the account (games-and-profiles.md §2 "Settings", §9): the notification toggles, the ways to sign
 * in, the export of everything Fairway holds about a golfer, and the deletion of the account.
 */

/** Which notifications the golfer wants (stored on the server; the notifications feature honours them). */
export const NotificationSettings = z
  .object(
    Object.fromEntries(NOTIFICATION_TOGGLES.map((toggle) => [toggle, z.boolean()])) as Record<
      NotificationToggle,
      z.ZodBoolean
    >,
  )
  .strict()
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** The defaults of a golfer who never changed them: everything on. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = Object.fromEntries(
  NOTIFICATION_TOGGLES.map((toggle) => [toggle, true]),
) as NotificationSettings;

export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProvider>;

/** `{providerId}` of the unlink route. */
export const ProviderParams = z.object({ providerId: SocialProvider });

/** The ways the golfer can sign in: a password, and each provider (configured on this server or not, linked or not). */
export const SignInMethods = z
  .object({
    hasPassword: z.boolean(),
    providers: z.array(
      z.object({
        id: SocialProvider,
        /** Whether this server is set up to talk to the provider; linking is impossible without it. */
        configured: z.boolean(),
        linked: z.boolean(),
        /** When it was linked; null when not linked. */
        linkedAt: z.iso.datetime().nullable(),
      }),
    ),
  })
  .meta({ id: 'SignInMethods' });
export type SignInMethods = z.infer<typeof SignInMethods>;

/**
 * `DELETE /settings/account`: the golfer types their username (their email when they have no profile yet) to
 * confirm; anything else is refused with `confirmation_mismatch`.
 */
export const DeleteAccountBody = z
  .object({
    confirmation: z.string().trim().min(1, 'confirmation_mismatch').max(254, 'confirmation_mismatch'),
  })
  .meta({ id: 'DeleteAccountBody' });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

const Row = z.record(z.string(), z.unknown());

/**
 * Everything Fairway holds about the golfer, as a JSON file (`fairway-export-<date>.json`). No secret is part of
 * it: no password hash, no session token, no provider token.
 */
export const AccountExport = z
  .object({
    format: z.literal('fairway-account-export'),
    version: z.literal(1),
    exportedAt: z.iso.datetime(),
    account: z.object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      username: z.string().nullable(),
      locale: z.string(),
      createdAt: z.iso.datetime(),
    }),
    signInMethods: z.array(z.object({ providerId: z.string(), linkedAt: z.iso.datetime() })),
    profile: Row.nullable(),
    settings: z.object({ notifications: NotificationSettings }),
    rounds: z.array(
      z.object({
        gameId: z.string(),
        name: z.string(),
        playedAt: z.iso.datetime(),
        status: z.string(),
        format: z.string(),
        course: z.string().nullable(),
        club: z.string().nullable(),
        isOwner: z.boolean(),
        playerName: z.string(),
        handicapIndex: z.number().nullable(),
        scores: z.array(Row),
      }),
    ),
    guests: z.array(Row),
    handicapRecords: z.array(Row),
    bag: z.array(Row),
    favoriteClubs: z.array(Row),
    clubSuggestions: z.array(Row),
    sessions: z.array(AccountSession.omit({ current: true })),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof AccountExport>;
