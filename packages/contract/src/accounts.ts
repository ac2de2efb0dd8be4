import { z } from 'zod';
import { UPLOADED_IMAGE_URL_PATTERN } from './media-rules';
import { EMAIL_PATTERN, PASSWORD_LIMITS, meetsPasswordRules } from './password-rules';

/**
 * Accounts and golf profiles (platform.md §3–§5, games-and-profiles.md §3). Messages of the validations are
 * error codes: the server answers them as the error's `code`, and the web app shows the translated text.
 */

export {
  EMAIL_PATTERN,
  PASSWORD_LIMITS,
  PASSWORD_RULES,
  meetsPasswordRules,
  passwordChecklist,
  type PasswordRule,
} from './password-rules';

export const Email = z
  .string({ error: 'invalid_email' })
  .trim()
  .max(254, 'invalid_email')
  .regex(EMAIL_PATTERN, 'invalid_email');

export const Password = z
  .string({ error: 'password_requirements_not_met' })
  .max(PASSWORD_LIMITS.max, 'password_too_long')
  .refine(meetsPasswordRules, 'password_requirements_not_met');

/** `POST /api/auth/sign-up/email`. */
export const SignUpBody = z
  .object({
    email: Email,
    password: Password,
    name: z.string().trim().max(100).optional(),
    /** Interface language, so mails are written in it. */
    locale: z.string().max(10).optional(),
    callbackURL: z.string().max(2048).optional(),
  })
  .meta({ id: 'SignUpBody' });
export type SignUpBody = z.infer<typeof SignUpBody>;

/** `POST /api/auth/reset-password`. */
export const ResetPasswordBody = z
  .object({ newPassword: Password, token: z.string().min(1, 'invalid_token').max(512) })
  .meta({ id: 'ResetPasswordBody' });

/** `POST /api/auth/change-password`. */
export const ChangePasswordBody = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_LIMITS.max),
    newPassword: Password,
    revokeOtherSessions: z.boolean().optional(),
  })
  .meta({ id: 'ChangePasswordBody' });

/**
 * One signed-in device of the account (`GET /api/auth/list-sessions`). Never the session's token: a token is
 * a credential, and one device must not be able to collect the others'.
 */
export const AccountSession = z
  .object({
    id: z.string(),
    /** Whether this is the session of the request's own token. */
    current: z.boolean(),
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** When the session was last renewed (at most once a day). */
    updatedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof AccountSession>;

/** `POST /api/auth/revoke-session`: ends one session of the account, by its id. */
export const RevokeSessionBody = z
  .object({ id: z.string().min(1, 'session_not_found').max(100, 'session_not_found') })
  .meta({ id: 'RevokeSessionBody' });
export type RevokeSessionBody = z.infer<typeof RevokeSessionBody>;

/** Username rules: 2 to 32 characters; letters, digits, hyphen and dot (platform.md §5). */
export const USERNAME_LIMITS = { min: 2, max: 32 } as const;
export const Username = z
  .string({ error: 'username_too_short' })
  .trim()
  .min(USERNAME_LIMITS.min, 'username_too_short')
  .max(USERNAME_LIMITS.max, 'username_too_long')
  .regex(/^[\p{L}\p{Nd}.-]+$/u, 'username_invalid_characters');

/** Gender ids (platform.md §3): prefer not to say 0, man 1, woman 2. */
export const Gender = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const MOTIVATIONS = [
  'learn_basics',
  'improve_swing',
  'lower_handicap',
  'track_stats',
  'find_courses',
  'casual_fun',
  'connect_golfers',
  'stay_active',
] as const;
export const Motivation = z.enum(MOTIVATIONS);
export const ROLES = ['golfer', 'coach', 'club_staff'] as const;

/**
 * A handicap index as stored: 0 to 54 with one decimal; a plus handicap (up to +10) is stored negative
 * (games-and-profiles.md §5).
 */
export const Handicap = z
  .number()
  .min(-10, 'invalid_handicap')
  .max(54, 'invalid_handicap')
  .refine((value) => Math.round(value * 10) === value * 10, 'invalid_handicap');

const Name = (
  required: 'first_name_required' | 'last_name_required',
  tooLong: 'first_name_too_long' | 'last_name_too_long',
) => z.string({ error: required }).trim().min(1, required).max(50, tooLong);

/** `POST /api/profile/{username}`: creates the signed-in user's golf profile at the end of onboarding. */
export const CreateProfileBody = z
  .object({
    firstName: Name('first_name_required', 'first_name_too_long'),
    lastName: Name('last_name_required', 'last_name_too_long'),
    username: Username,
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'invalid_country')
      .default('FR'),
    imageUrl: z
      .string()
      .max(300)
      .refine(
        (url) => UPLOADED_IMAGE_URL_PATTERN.test(url) || /^\/avatars\/[a-z0-9-]+\.svg$/.test(url),
        'invalid_image',
      )
      .nullable()
      .optional(),
    gender: Gender.default(0),
    handicap: Handicap.nullable().default(54),
    /** The home club's id, or null for none. */
    membership: z.string().max(64).nullable().optional(),
    motivation: Motivation.nullable().optional(),
    role: z.enum(ROLES).nullable().optional(),
  })
  .meta({ id: 'CreateProfileBody' });
export type CreateProfileBody = z.infer<typeof CreateProfileBody>;

/** The profile as the API answers it (platform.md §3 "Profile (API)", games-and-profiles.md §3 "Profile"). */
export const Profile = z
  .object({
    userId: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    imageUrl: z.string().nullable(),
    handicap: z.number().nullable(),
    membershipId: z.string().nullable(),
    countryCode: z.string(),
    sex: Gender,
    motivation: Motivation.nullable(),
    role: z.enum(ROLES).nullable(),
    description: z.string().nullable(),
    verified: z.boolean(),
    createdAt: z.string(),
    /** Only on the signed-in user's own profile: may edit clubs directly (ADMIN_EMAILS). */
    isAdmin: z.boolean().optional(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

/** `GET /api/profiles/{id}`: what anyone signed in may see of another golfer. */
export const PublicProfile = Profile.pick({
  userId: true,
  username: true,
  firstName: true,
  lastName: true,
  imageUrl: true,
  handicap: true,
  countryCode: true,
  verified: true,
})
  .extend({ online: z.boolean(), lastSeen: z.string().nullable() })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof PublicProfile>;

/** `GET /api/users/search?query=`: a golfer found by name or username (platform.md §3 "User suggestion"). */
export const UserSuggestion = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    imageUrl: z.string().nullable(),
    handicap: z.number().nullable(),
  })
  .meta({ id: 'UserSuggestion' });
export type UserSuggestion = z.infer<typeof UserSuggestion>;

/** `GET /api/username/{username}`: `true` when the name is taken (or may not be used), `false` when available. */
export const UsernameTaken = z.boolean().meta({ id: 'UsernameTaken' });

export {
  IMAGE_UPLOAD_RULES,
  UPLOADED_IMAGE_URL_PATTERN,
  isImageUploadType,
  type ImageUploadType,
} from './media-rules';

/** `POST /api/media/images`: an uploaded image, re-encoded and stored. */
export const UploadedImage = z
  .object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof UploadedImage>;

/** The eight preset avatars the onboarding offers (files of the web app). */
export const PRESET_AVATAR_PATTERN = /^\/avatars\/[a-z0-9-]+\.svg$/;

/** `PUT /api/profile/{uid}/avatar`: a Fairway media URL or a preset avatar. */
export const AvatarBody = z
  .object({
    image: z
      .string()
      .max(300)
      .refine(
        (url) => UPLOADED_IMAGE_URL_PATTERN.test(url) || PRESET_AVATAR_PATTERN.test(url),
        'invalid_image',
      ),
  })
  .meta({ id: 'AvatarBody' });

/** `GET /api/config`: what the client needs to know before sign-in. */
export const PublicConfig = z
  .object({
    socialProviders: z.array(z.enum(['google', 'apple'])),
    /** Development only: where the local mailbox is (mails are not sent). */
    devMailbox: z.string().nullable(),
    environment: z
      .string()
      .describe('Changes when the server is reset; a client that sees a new one signs out.'),
    /** The MapLibre style of the maps; null: the app's built-in basemap (MAP_STYLE_URL). */
    mapStyleUrl: z.string().nullable(),
    /** The style of the maps' satellite view; null: no satellite switch (SATELLITE_STYLE_URL). */
    satelliteStyleUrl: z.string().nullable(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfig>;
