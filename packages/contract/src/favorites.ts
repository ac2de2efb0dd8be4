import { z } from 'zod';
import { Club } from './clubs';
import { ClubKey } from './ids';

/** `POST /favorites-clubs` body: the club to add to the signed-in user's favorites. */
export const FavoriteClubBody = z.object({ clubId: ClubKey }).meta({ id: 'FavoriteClubBody' });
export type FavoriteClubBody = z.infer<typeof FavoriteClubBody>;

/** `DELETE /favorites-clubs/{clubId}` path parameter. */
export const FavoriteClubParams = z.object({ clubId: ClubKey });
export type FavoriteClubParams = z.infer<typeof FavoriteClubParams>;

/** Answer of adding or removing a favorite: where the club now stands for the signed-in user. */
export const FavoriteState = z
  .object({ clubId: z.uuid(), isFavorite: z.boolean() })
  .meta({ id: 'FavoriteState' });
export type FavoriteState = z.infer<typeof FavoriteState>;

/** `GET /favorites-clubs` answer: the signed-in user's favorite clubs, most recently added first. */
export const FavoriteClubs = z.object({ clubs: z.array(Club) }).meta({ id: 'FavoriteClubs' });
export type FavoriteClubs = z.infer<typeof FavoriteClubs>;
