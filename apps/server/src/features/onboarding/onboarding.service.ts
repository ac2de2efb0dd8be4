import { Username } from '@fairway/contract';
import type { CreateProfileBody, Profile } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import { toProfile } from '../profiles';
import type { OnboardingRepository } from './onboarding.repository';

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

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** The end of onboarding: a profile is created once; usernames are unique case-insensitively. */
export function createOnboardingService(repository: OnboardingRepository) {
  return {
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
      if (await repository.hasProfile(actor.userId)) {
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
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
