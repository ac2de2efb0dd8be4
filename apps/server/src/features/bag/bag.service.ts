import type { Bag, BagClub, BagClubInput, Brands, UpdateBagBody } from '@fairway/contract';
import {
  BAG_LIMIT,
  WEDGE_LOFTS,
  clubsInBag,
  isNumberedClubType,
  isOverBagLimit,
  sortBag,
} from '@fairway/golf';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { BagClubFields, BagClubRow, BagQueries, BagRepository } from './bag.repository';

export type BagService = ReturnType<typeof createBagService>;

/** A club row as the API answers it. */
export function toBagClub(row: BagClubRow): BagClub {
  return {
    id: row.id,
    type: row.type,
    clubNumber: row.clubNumber,
    loft: row.loft,
    inBag: row.inBag,
    brandId: row.brandId,
    brandName: row.brandName,
    modelName: row.modelName,
    customModelName: row.customModelName,
    shaftFlex: row.shaftFlex,
    notes: row.notes,
    performance: { averageDistance: row.averageDistance },
  };
}

const bagOf = (rows: readonly BagClubRow[]): Bag => ({ clubs: sortBag(rows.map(toBagClub)) });

const overLimit = () =>
  new AppError('bag_limit_exceeded', 400, `A bag holds at most ${BAG_LIMIT} clubs`, 'body.clubs');

/**
 * A club's stored fields: a number only for woods, hybrids and irons; a wedge's loft only among the wedge lofts
 * (clubs-and-social.md §5), else 400 `validation_error` on `field`.
 */
function fieldsOf(input: BagClubInput, field: string): BagClubFields {
  const clubNumber = isNumberedClubType(input.type) ? (input.clubNumber ?? null) : null;
  const loft = input.loft ?? null;
  if (input.type === 'wedge' && loft !== null && !WEDGE_LOFTS.includes(loft)) {
    throw new AppError(
      'validation_error',
      400,
      `A wedge's loft is one of ${WEDGE_LOFTS.join(', ')}`,
      `${field}.loft`,
    );
  }
  return {
    type: input.type,
    clubNumber,
    loft,
    inBag: input.inBag ?? true,
    brandId: input.brandId ?? null,
    modelName: input.modelName ?? null,
    customModelName: input.customModelName ?? null,
    shaftFlex: input.shaftFlex ?? null,
    notes: input.notes ?? null,
    averageDistance: input.averageDistance ?? null,
  };
}

async function checkBrands(tx: BagQueries, clubs: readonly BagClubFields[], field: string) {
  const ids = [...new Set(clubs.flatMap((club) => (club.brandId ? [club.brandId] : [])))];
  const known = await tx.existingBrands(ids);
  if (ids.some((id) => !known.has(id))) throw new AppError('brand_not_found', 400, 'Unknown brand', field);
}

/**
 * The bag (clubs-and-social.md §2 to §7): a golfer writes only their own clubs, at most 14 of them in the bag;
 * any signed-in golfer may read the clubs another golfer has in the bag.
 */
export function createBagService(deps: { repository: BagRepository }) {
  const { repository } = deps;
  return {
    /** The actor's clubs (in the bag or not) in bag order. */
    async myBag(actor: Actor): Promise<Bag> {
      return bagOf(await repository.clubsOf(actor.userId));
    },

    /** The clubs a golfer has in the bag, in bag order; 404 `profile_not_found` for an unknown user. */
    async bagOf(_actor: Actor, userId: string): Promise<Bag> {
      if (!(await repository.userExists(userId)))
        throw new AppError('profile_not_found', 404, 'No such golfer');
      return bagOf(await repository.clubsOf(userId, true));
    },

    /** One of the actor's clubs; another golfer's or a missing one is 404 `bag_club_not_found`. */
    async club(actor: Actor, id: string): Promise<BagClub> {
      const row = await repository.clubOf(actor.userId, id);
      if (!row) throw new AppError('bag_club_not_found', 404, 'No such club in your bag');
      return toBagClub(row);
    },

    /**
     * Makes the actor's bag exactly `body.clubs`: listed clubs with an id are rewritten, the others added, the
     * rest removed. Refused whole with 400 `bag_limit_exceeded` when more than 14 would be in the bag, 404 when an
     * id is not one of the actor's clubs, 400 `brand_not_found` for an unknown brand.
     */
    async updateBag(actor: Actor, body: UpdateBagBody): Promise<Bag> {
      const clubs = body.clubs.map((club, index) => ({
        id: club.id,
        fields: fieldsOf(club, `body.clubs.${index}`),
      }));
      if (isOverBagLimit(clubs.map((club) => club.fields))) throw overLimit();
      await repository.inBagTransaction(actor.userId, async (tx) => {
        await checkBrands(
          tx,
          clubs.map((club) => club.fields),
          'body.clubs',
        );
        const own = new Set((await tx.clubsOf(actor.userId)).map((row) => row.id));
        const ids = clubs.flatMap((club) => (club.id ? [club.id] : []));
        if (ids.some((id) => !own.has(id)) || new Set(ids).size !== ids.length) {
          throw new AppError('bag_club_not_found', 404, 'No such club in your bag', 'body.clubs');
        }
        await tx.removeClubsExcept(actor.userId, ids);
        for (const club of clubs) {
          if (club.id) await tx.updateClub(actor.userId, club.id, club.fields);
          else await tx.insertClub(actor.userId, club.fields);
        }
      });
      return bagOf(await repository.clubsOf(actor.userId));
    },

    /** Rewrites one of the actor's clubs; putting it in a full bag is 400 `bag_limit_exceeded`. */
    async updateClub(actor: Actor, id: string, input: BagClubInput): Promise<BagClub> {
      const fields = fieldsOf(input, 'body');
      await repository.inBagTransaction(actor.userId, async (tx) => {
        const clubs = await tx.clubsOf(actor.userId);
        if (!clubs.some((club) => club.id === id)) {
          throw new AppError('bag_club_not_found', 404, 'No such club in your bag');
        }
        const others = clubs.filter((club) => club.id !== id);
        if (fields.inBag && clubsInBag(others.filter((club) => club.inBag)) >= BAG_LIMIT) throw overLimit();
        await checkBrands(tx, [fields], 'body.brandId');
        await tx.updateClub(actor.userId, id, fields);
      });
      return this.club(actor, id);
    },

    /** Removes one of the actor's clubs; another golfer's or a missing one is 404 `bag_club_not_found`. */
    async removeClub(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
      if (!(await repository.removeClub(actor.userId, id))) {
        throw new AppError('bag_club_not_found', 404, 'No such club in your bag');
      }
      return { id, deleted: true };
    },

    /** The seeded brands by name, filtered by `query` when given. */
    async brands(query: string | undefined): Promise<Brands> {
      return { brands: await repository.brands(query || undefined) };
    },
  };
}
