import { z } from 'zod';

/*
 * The ids a path carries, each validated as what its column holds, so a malformed one answers 400 before any query
 * runs (a uuid column would otherwise make PostgreSQL fail with 500).
 */

/** A row id of a `uuid` column (games, guests, clubs, suggestions): any 8-4-4-4-12 hex string, as PostgreSQL reads. */
export const Uuid = z.guid();

/** A user's id (a `text` column; Better Auth makes them as uuids). */
export const UserId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A club as a path names it: its uuid or its slug (`golf-de-la-boulie`). */
export const ClubKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/);

/** `{gameId}` of the round routes. */
export const GameIdParams = z.object({ gameId: Uuid });
/** `{userId}` of a golfer's played rounds and handicap. */
export const UserIdParams = z.object({ userId: UserId });
