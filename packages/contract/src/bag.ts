import { BAG_LIMIT, CLUB_TYPES, SHAFT_FLEXES } from '@fairway/golf';
import { z } from 'zod';
import { UserId, Uuid } from './ids';

/**
 * The bag of clubs (clubs-and-social.md §3 "Bag club" and "Brand", §5, §7 `/golf-gear/…`): at most 14 clubs
 * in the bag, the server refusing a 15th with `bag_limit_exceeded`.
 */

export const ClubType = z.enum(CLUB_TYPES);
export type ClubType = z.infer<typeof ClubType>;
export const ShaftFlex = z.enum(SHAFT_FLEXES);
export type ShaftFlex = z.infer<typeof ShaftFlex>;

/** A club brand of the seeded list. */
export const Brand = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Brand' });
export type Brand = z.infer<typeof Brand>;

/** `GET /golf-gear/brands` query: an optional search on the name (case- and accent-insensitive prefix or word). */
export const BrandsQuery = z.object({ query: z.string().trim().max(60).optional() });
export type BrandsQuery = z.infer<typeof BrandsQuery>;

/** `GET /golf-gear/brands` answer, by name. */
export const Brands = z.object({ brands: z.array(Brand) }).meta({ id: 'Brands' });
export type Brands = z.infer<typeof Brands>;

/** A club of a golfer's bag, as the API answers it. */
export const BagClub = z
  .object({
    id: z.string(),
    type: ClubType,
    /** A wood's, hybrid's or iron's number (3-wood); null for other types. */
    clubNumber: z.number().int().nullable(),
    /** Loft in degrees; a wedge's is one of the wedge lofts. */
    loft: z.number().nullable(),
    inBag: z.boolean(),
    brandId: z.number().int().nullable(),
    brandName: z.string().nullable(),
    modelName: z.string().nullable(),
    customModelName: z.string().nullable(),
    shaftFlex: ShaftFlex.nullable(),
    notes: z.string().nullable(),
    performance: z.object({
      /** Average carry in metres, a whole number. */
      averageDistance: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'BagClub' });
export type BagClub = z.infer<typeof BagClub>;

/** A golfer's bag in bag order (by type, then number or loft). */
export const Bag = z.object({ clubs: z.array(BagClub) }).meta({ id: 'Bag' });
export type Bag = z.infer<typeof Bag>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation_error')
    .nullish()
    .transform((value) => (value ? value : null));

/** The fields of a club a golfer writes (create or update). */
export const BagClubInput = z.object({
  type: ClubType,
  clubNumber: z.number().int().min(1).max(9).nullish(),
  loft: z.number().min(0).max(90).nullish(),
  inBag: z.boolean().default(true),
  brandId: z.number().int().positive().nullish(),
  modelName: optionalText(80),
  customModelName: optionalText(80),
  shaftFlex: ShaftFlex.nullish(),
  notes: optionalText(500),
  /** Average carry in metres, a whole number. */
  averageDistance: z.number().int('validation_error').min(0).max(450).nullish(),
});
// No component name: its input (with defaults) and output forms differ, and the OpenAPI registry names one schema once.
export type BagClubInput = z.input<typeof BagClubInput>;

/**
 * `POST /golf-gear/update-bag` body: the whole bag. Clubs with an `id` of the golfer's bag are rewritten, others
 * added, and the golfer's clubs not listed are removed. More than 14 with `inBag` is refused.
 */
export const UpdateBagBody = z
  .object({
    clubs: z.array(BagClubInput.extend({ id: z.uuid().optional() })).max(BAG_LIMIT * 4),
  })
  .meta({ id: 'UpdateBagBody' });
export type UpdateBagBody = z.input<typeof UpdateBagBody>;

/** `GET|PUT|DELETE /golf-gear/{id}` path parameter: a club of the signed-in golfer's bag. */
export const BagClubParams = z.object({ id: Uuid });
export type BagClubParams = z.infer<typeof BagClubParams>;

/** `GET /golf-gear/users/{userId}/clubs` path parameter. */
export const UserBagParams = z.object({ userId: UserId });
export type UserBagParams = z.infer<typeof UserBagParams>;

/** `DELETE /golf-gear/{id}` answer. */
export const BagClubDeleted = z
  .object({ id: z.string(), deleted: z.literal(true) })
  .meta({ id: 'BagClubDeleted' });
