import { z } from 'zod';
import { Gender, Handicap, Profile } from './accounts';

/**
 * The profile page and its editing (games-and-profiles.md §2 "Profile", §3 "Profile" and "Profile details",
 * §5). Messages of the validations are error codes, translated by the web app (namespace `errors`).
 */

/** The six social networks a profile links to, in the order the edit form shows them. */
export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
  'twitter',
  'tiktok',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The hosts a link of each platform may point to (a subdomain such as `www.` or `m.` is accepted too). */
export const SOCIAL_HOSTS: Readonly<Record<SocialPlatform, readonly string[]>> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
  linkedin: ['linkedin.com'],
  twitter: ['twitter.com', 'x.com'],
  tiktok: ['tiktok.com'],
};

/** The longest social link accepted. */
export const SOCIAL_LINK_MAX_LENGTH = 300;

/**
 * Whether `url` is a link to a page of `platform`: an http(s) URL whose host is one of the platform's, with a
 * path beyond `/` (a profile, not the platform's home page).
 */
export function isSocialLinkOf(platform: SocialPlatform, url: string): boolean {
  if (url.length > SOCIAL_LINK_MAX_LENGTH) return false;
  // No URL class here (the contract runs without DOM or Node types): scheme, host, optional port, then a path.
  const match = /^https?:\/\/([a-z0-9.-]+)(?::\d{1,5})?(\/[^\s?#]*)?(?:[?#]\S*)?$/i.exec(url);
  if (!match) return false;
  const host = match[1]!.toLowerCase();
  const path = (match[2] ?? '').replace(/\/+$/, '');
  const knownHost = SOCIAL_HOSTS[platform].some(
    (allowed) => host === allowed || host.endsWith(`.${allowed}`),
  );
  return knownHost && path.length > 0;
}

/** A profile's social links, by platform (absent: none). */
export const SocialLinks = z
  .object(
    Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, z.string().optional()])) as Record<
      SocialPlatform,
      z.ZodOptional<z.ZodString>
    >,
  )
  .meta({ id: 'SocialLinks' });
export type SocialLinks = z.infer<typeof SocialLinks>;

/** The first year a golf start year may be (games-and-profiles.md §5). */
export const GOLF_START_YEAR_MIN = 1945;

/** The colours a preferred tee may have (games-and-profiles.md §3 "Club / course / tee"). */
export const TEE_COLORS = ['black', 'white', 'gold', 'blue', 'red', 'purple', 'orange'] as const;

/** The longest profile description. */
export const DESCRIPTION_MAX_LENGTH = 500;

const Name = (required: 'first_name_required' | 'last_name_required', tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(50, tooLong);

/**
 * `PUT /api/profile`: the signed-in golfer edits their profile (games-and-profiles.md §3 "Profile", §7's
 * `POST /profile/{username}` payload). Every field is sent; an empty social link removes it.
 */
export const EditProfileBody = z
  .object({
    firstName: Name('first_name_required', 'first_name_too_long'),
    lastName: Name('last_name_required', 'last_name_too_long'),
    description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, 'description_too_long').nullable(),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'invalid_country'),
    sex: Gender,
    /** Null: no handicap. */
    handicap: Handicap.nullable(),
    golfStartYear: z
      .number({ error: 'invalid_golf_start_year' })
      .int('invalid_golf_start_year')
      .min(GOLF_START_YEAR_MIN, 'invalid_golf_start_year')
      .refine((year) => year <= new Date().getFullYear(), 'invalid_golf_start_year')
      .nullable(),
    tee: z.enum(TEE_COLORS, { error: 'invalid_tee' }).nullable(),
    dexterity: z.enum(['right', 'left'], { error: 'invalid_dexterity' }).nullable(),
    socialLinks: z.array(
      z
        .object({
          platform: z.enum(SOCIAL_PLATFORMS, { error: 'invalid_social_link' }),
          url: z.string().trim().max(SOCIAL_LINK_MAX_LENGTH, 'invalid_social_link'),
        })
        .refine(({ platform, url }) => url === '' || isSocialLinkOf(platform, url), {
          message: 'invalid_social_link',
          path: ['url'],
        }),
    ),
  })
  .meta({ id: 'EditProfileBody' });
export type EditProfileBody = z.infer<typeof EditProfileBody>;

/** The profile as its page shows it: the public fields plus the golfer's golf facts and links. */
export const ProfileView = Profile.pick({
  userId: true,
  username: true,
  firstName: true,
  lastName: true,
  imageUrl: true,
  handicap: true,
  countryCode: true,
  sex: true,
  description: true,
  verified: true,
})
  .extend({
    golfStartYear: z.number().int().nullable(),
    tee: z.enum(TEE_COLORS).nullable(),
    dexterity: z.enum(['right', 'left']).nullable(),
    socialLinks: SocialLinks,
    /** Friendships do not exist yet: both are 0 until they do. */
    followersCount: z.number().int(),
    followingCount: z.number().int(),
  })
  .meta({ id: 'ProfileView' });
export type ProfileView = z.infer<typeof ProfileView>;

/** A course the golfer finished a round on, as the profile's map marks it. */
export const PlayedCourse = z
  .object({
    id: z.string(),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    countryCode: z.string().nullable(),
  })
  .meta({ id: 'PlayedCourse' });
export type PlayedCourse = z.infer<typeof PlayedCourse>;

/**
 * `GET /api/profile/{username}/details` (public): the profile page. Counts and the map cover finished rounds
 * that are not private, except on the golfer's own page, where every finished round counts.
 */
export const ProfileDetails = z
  .object({
    profile: ProfileView,
    membershipCourse: z.object({ id: z.string(), name: z.string() }).nullable(),
    totalGames: z.number().int(),
    stats: z.object({ countriesVisited: z.number().int() }),
    playedCourses: z.array(PlayedCourse),
    /** Where the handicap shown comes from: computed by Fairway from 3 records or more, or declared. */
    handicapSource: z.enum(['computed', 'declared']),
    /** Whether the caller is the golfer (the page then offers edit, share, settings and avatar upload). */
    isOwn: z.boolean(),
  })
  .meta({ id: 'ProfileDetails' });
export type ProfileDetails = z.infer<typeof ProfileDetails>;

/** `GET /api/users/{userId}`: a golfer in a few words (games-and-profiles.md §7). */
export const UserCard = z
  .object({
    userId: z.string(),
    username: z.string(),
    handicap: z.number().nullable(),
    profilePicture: z.string().nullable(),
  })
  .meta({ id: 'UserCard' });
export type UserCard = z.infer<typeof UserCard>;
