import { SOCIAL_PLATFORMS, TEE_COLORS } from '@fairway/contract';
import { differentialsCounted } from '@fairway/golf';
import type {
  EditProfileBody,
  Profile,
  ProfileDetails,
  ProfileView,
  PublicProfile,
  SocialLinks,
  UserCard,
} from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { ProfileRow, ProfilesRepository } from './profiles.repository';

/** Whether Fairway computes the golfer's index from this many records (WHS: from 3 scores). */
const isComputed = (records: number) => differentialsCounted(records) !== null;

export function toProfile(row: ProfileRow): Profile {
  return {
    userId: row.userId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    imageUrl: row.imageUrl,
    handicap: row.handicap,
    membershipId: row.membershipId,
    countryCode: row.countryCode,
    sex: row.sex === 1 || row.sex === 2 ? row.sex : 0,
    motivation: row.motivation as Profile['motivation'],
    role: row.role as Profile['role'],
    description: row.description,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored social links, only the six platforms' (a stored value of another key is ignored). */
function socialLinksOf(row: ProfileRow): SocialLinks {
  const stored = row.socialLinks;
  return Object.fromEntries(
    SOCIAL_PLATFORMS.flatMap((platform) => {
      const url = stored[platform];
      return typeof url === 'string' && url !== '' ? [[platform, url]] : [];
    }),
  );
}

const TEES = new Set<string>(TEE_COLORS);

function toProfileView(row: ProfileRow, friends: number): ProfileView {
  const profile = toProfile(row);
  return {
    userId: profile.userId,
    username: profile.username,
    firstName: profile.firstName,
    lastName: profile.lastName,
    imageUrl: profile.imageUrl,
    handicap: profile.handicap,
    countryCode: profile.countryCode,
    sex: profile.sex,
    description: profile.description,
    verified: profile.verified,
    golfStartYear: row.golfStartYear,
    tee: row.tee !== null && TEES.has(row.tee) ? (row.tee as ProfileView['tee']) : null,
    dexterity: row.dexterity,
    socialLinks: socialLinksOf(row),
    // Friendship is mutual (features/friends): both counts are the golfer's friends.
    followersCount: friends,
    followingCount: friends,
  };
}

/**
 * Golf profiles (created by onboarding, features/onboarding): the owner's own, the public profile page, editing.
 *
 * What others may see: the profile page (`details`) is public, also to a signed-out visitor; its counts and map
 * cover finished rounds that are not private (the owner's own page counts their private rounds too). Everything
 * else of a golfer (statistics, bag, played rounds, handicap record) needs a signed-in caller; see those features.
 */
export interface ProfilesOptions {
  /**
   * Whether `viewerId` may see `userId`'s presence (online, last seen): golfers who share a chat or are friends
   * (the chat feature's rule). Without it nobody else does.
   */
  seesPresence?: (viewerId: string, userId: string) => Promise<boolean>;
}

export function createProfilesService(repository: ProfilesRepository, options: ProfilesOptions = {}) {
  return {
    /** The actor's own profile; 404 `profile_not_found` sends the app to onboarding. */
    async getOwn(actor: Actor): Promise<Profile> {
      const row = await repository.findByUserId(actor.userId);
      if (!row) throw new AppError('profile_not_found', 404, 'This account has no profile yet');
      return { ...toProfile(row), isAdmin: actor.role === 'admin' };
    },

    /** Another golfer's public profile, by user id; presence only for those who may see it, else offline. */
    async getPublic(viewer: Actor, userId: string): Promise<PublicProfile> {
      const row = await repository.findByUserId(userId);
      if (!row) throw new AppError('profile_not_found', 404, 'No such profile');
      const seesPresence =
        viewer.userId === userId || ((await options.seesPresence?.(viewer.userId, userId)) ?? false);
      const {
        userId: id,
        username,
        firstName,
        lastName,
        imageUrl,
        handicap,
        countryCode,
        verified,
      } = toProfile(row);
      return {
        userId: id,
        username,
        firstName,
        lastName,
        imageUrl,
        handicap,
        countryCode,
        verified,
        online: seesPresence && row.online,
        lastSeen: seesPresence ? (row.lastSeen?.toISOString() ?? null) : null,
      };
    },

    /**
     * The profile page of `username` (case-insensitive) as `viewer` sees it (null: signed out). 404 when nobody
     * has that username.
     */
    async details(viewer: Actor | null, username: string): Promise<ProfileDetails> {
      const row = await repository.findByUsername(username.trim());
      if (!row) throw new AppError('profile_not_found', 404, 'No such profile');
      const isOwn = viewer?.userId === row.userId;
      const [played, membershipCourse, records, friends] = await Promise.all([
        repository.playedClubs(row.userId, isOwn),
        row.membershipId ? repository.clubName(row.membershipId) : Promise.resolve(null),
        repository.handicapRecordCount(row.userId),
        repository.friendCount(row.userId),
      ]);
      return {
        profile: toProfileView(row, friends),
        membershipCourse,
        totalGames: played.rounds,
        stats: { countriesVisited: new Set(played.clubs.map((club) => club.countryCode)).size },
        playedCourses: played.clubs,
        handicapSource: isComputed(records) ? 'computed' : 'declared',
        isOwn,
      };
    },

    /** A golfer in a few words (`GET /users/{userId}`). */
    async card(userId: string): Promise<UserCard> {
      const row = await repository.findByUserId(userId);
      if (!row) throw new AppError('profile_not_found', 404, 'No such profile');
      return {
        userId: row.userId,
        username: row.username,
        handicap: row.handicap,
        profilePicture: row.imageUrl,
      };
    },

    /**
     * The actor edits their profile. Once Fairway computes their index (3 records), the handicap is the computed
     * one: a declared value is then ignored, not an error (the form says so).
     */
    async update(actor: Actor, body: EditProfileBody): Promise<Profile> {
      const links: Record<string, string> = {};
      for (const { platform, url } of body.socialLinks) if (url !== '') links[platform] = url;
      const computed = isComputed(await repository.handicapRecordCount(actor.userId));
      const row = await repository.update(actor.userId, {
        firstName: body.firstName,
        lastName: body.lastName,
        description: body.description === '' ? null : body.description,
        countryCode: body.countryCode,
        sex: body.sex,
        ...(computed ? {} : { handicap: body.handicap }),
        golfStartYear: body.golfStartYear,
        tee: body.tee,
        dexterity: body.dexterity,
        socialLinks: links,
      });
      if (!row) throw new AppError('profile_not_found', 404, 'This account has no profile yet');
      return toProfile(row);
    },

    /** Sets the actor's avatar (an uploaded image or a preset); nobody sets another golfer's. */
    async setAvatar(actor: Actor, userId: string, image: string): Promise<Profile> {
      if (userId !== actor.userId)
        throw new AppError('forbidden', 403, 'You can only change your own avatar');
      const row = await repository.setImage(actor.userId, image);
      if (!row) throw new AppError('profile_not_found', 404, 'This account has no profile yet');
      return toProfile(row);
    },

    /** Records presence (online, last seen) as the realtime hub observes it. */
    async setPresence(userId: string, online: boolean, at: Date): Promise<void> {
      await repository.setPresence(userId, online, at);
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
