import { Username } from '@fairway/contract';
import type { CreateProfileBody, Profile, PublicProfile } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { ProfileRow, ProfilesRepository } from './profiles.repository';

/** Names nobody may take: they would read as the app itself, or collide with routes. */
export const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'api',
  'app',
  'fairway',
  'help',
  'me',
  'mod',
  'moderator',
  'null',
  'official',
  'root',
  'settings',
  'staff',
  'support',
  'system',
  'undefined',
  'welcome',
  'www',
]);

function toProfile(row: ProfileRow): Profile {
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

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Golf profiles: created once at the end of onboarding; usernames unique case-insensitively. */
export function createProfilesService(repository: ProfilesRepository) {
  return {
    /** The actor's own profile; 404 `profile_not_found` sends the app to onboarding. */
    async getOwn(actor: Actor): Promise<Profile> {
      const row = await repository.findByUserId(actor.userId);
      if (!row) throw new AppError('profile_not_found', 404, 'This account has no profile yet');
      return { ...toProfile(row), isAdmin: actor.role === 'admin' };
    },

    /** Another golfer's public profile, by user id. */
    async getPublic(userId: string): Promise<PublicProfile> {
      const row = await repository.findByUserId(userId);
      if (!row) throw new AppError('profile_not_found', 404, 'No such profile');
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
        online: row.online,
        lastSeen: row.lastSeen?.toISOString() ?? null,
      };
    },

    /**
     * Whether a username is taken: true also for reserved names and for names that break the username rules,
     * so a `false` always means "you can create a profile with it".
     */
    async isUsernameTaken(username: string): Promise<boolean> {
      if (!Username.safeParse(username).success) return true;
      if (RESERVED_USERNAMES.has(username.trim().toLowerCase())) return true;
      return repository.isUsernameUsed(username.trim());
    },

    /** Creates the actor's profile. 409 when the actor already has one or the username was taken meanwhile. */
    async create(actor: Actor, pathUsername: string, body: CreateProfileBody): Promise<Profile> {
      if (pathUsername.trim().toLowerCase() !== body.username.toLowerCase()) {
        throw new AppError(
          'validation_error',
          400,
          'The username in the path and the body differ',
          'body.username',
        );
      }
      if (RESERVED_USERNAMES.has(body.username.toLowerCase())) {
        throw new AppError('username_forbidden', 409, 'This username is reserved', 'body.username');
      }
      if (await repository.findByUserId(actor.userId)) {
        throw new AppError('conflict', 409, 'This account already has a profile');
      }
      if (await repository.isUsernameUsed(body.username)) {
        throw new AppError('username_already_used', 409, 'This username is taken', 'body.username');
      }
      try {
        const row = await repository.create({
          userId: actor.userId,
          username: body.username,
          firstName: body.firstName,
          lastName: body.lastName,
          countryCode: body.countryCode,
          sex: body.gender,
          handicap: body.handicap,
          membershipId: body.membership ?? null,
          motivation: body.motivation ?? null,
          role: body.role ?? null,
          imageUrl: body.imageUrl ?? null,
        });
        return toProfile(row);
      } catch (error) {
        // Two requests racing for one name: the unique index decides.
        if (isUniqueViolation(error)) {
          throw new AppError('username_already_used', 409, 'This username is taken', 'body.username');
        }
        throw error;
      }
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
