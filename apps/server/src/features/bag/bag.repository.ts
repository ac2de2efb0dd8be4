import { and, asc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bagClubs, golfBrands, users } from '../../db/schema';

export type BagClubRow = typeof bagClubs.$inferSelect & { brandName: string | null };
export type BagClubFields = Omit<typeof bagClubs.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const clubColumns = {
  id: bagClubs.id,
  userId: bagClubs.userId,
  type: bagClubs.type,
  clubNumber: bagClubs.clubNumber,
  loft: bagClubs.loft,
  inBag: bagClubs.inBag,
  brandId: bagClubs.brandId,
  modelName: bagClubs.modelName,
  customModelName: bagClubs.customModelName,
  shaftFlex: bagClubs.shaftFlex,
  notes: bagClubs.notes,
  averageDistance: bagClubs.averageDistance,
  createdAt: bagClubs.createdAt,
  updatedAt: bagClubs.updatedAt,
  brandName: golfBrands.name,
};

function queries(db: Db) {
  return {
    /** A golfer's clubs (only those in the bag with `onlyInBag`), with their brand's name. */
    async clubsOf(userId: string, onlyInBag = false): Promise<BagClubRow[]> {
      return db
        .select(clubColumns)
        .from(bagClubs)
        .leftJoin(golfBrands, eq(golfBrands.id, bagClubs.brandId))
        .where(and(eq(bagClubs.userId, userId), onlyInBag ? eq(bagClubs.inBag, true) : undefined))
        .orderBy(asc(bagClubs.createdAt), asc(bagClubs.id));
    },

    /** One of the golfer's clubs; null when it is not theirs or does not exist. */
    async clubOf(userId: string, id: string): Promise<BagClubRow | null> {
      const [row] = await db
        .select(clubColumns)
        .from(bagClubs)
        .leftJoin(golfBrands, eq(golfBrands.id, bagClubs.brandId))
        .where(and(eq(bagClubs.userId, userId), eq(bagClubs.id, id)));
      return row ?? null;
    },

    /** Which of these brand ids exist. */
    async existingBrands(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: golfBrands.id })
        .from(golfBrands)
        .where(inArray(golfBrands.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async insertClub(userId: string, fields: BagClubFields): Promise<void> {
      await db.insert(bagClubs).values({ ...fields, userId });
    },

    async updateClub(userId: string, id: string, fields: BagClubFields): Promise<void> {
      await db
        .update(bagClubs)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(bagClubs.userId, userId), eq(bagClubs.id, id)));
    },

    /** Removes the golfer's clubs other than `keep`. */
    async removeClubsExcept(userId: string, keep: readonly string[]): Promise<void> {
      await db
        .delete(bagClubs)
        .where(
          keep.length === 0
            ? eq(bagClubs.userId, userId)
            : and(eq(bagClubs.userId, userId), notInArray(bagClubs.id, [...keep])),
        );
    },

    /** Removes one of the golfer's clubs; false when there was none. */
    async removeClub(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(bagClubs)
        .where(and(eq(bagClubs.userId, userId), eq(bagClubs.id, id)))
        .returning({ id: bagClubs.id });
      return rows.length > 0;
    },
  };
}

export type BagQueries = ReturnType<typeof queries>;

/** Drizzle queries of the bag feature. */
export function createBagRepository(db: Db) {
  return {
    ...queries(db),

    /**
     * Runs `work` in one transaction holding a lock on the golfer's account row, so two writes to one bag never
     * both pass the 14-club check.
     */
    async inBagTransaction<T>(userId: string, work: (tx: BagQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        return work(queries(tx));
      });
    },

    /** Whether a user exists. */
    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    /** Brands by name, those matching `query` at the start of the name or of a word (case-insensitive). */
    async brands(query: string | undefined) {
      const escaped = query?.replace(/[\\%_]/g, (c) => `\\${c}`);
      return db
        .select({ id: golfBrands.id, name: golfBrands.name })
        .from(golfBrands)
        .where(
          escaped
            ? or(ilike(golfBrands.name, `${escaped}%`), ilike(golfBrands.name, `% ${escaped}%`))
            : undefined,
        )
        .orderBy(asc(sql`lower(${golfBrands.name})`))
        .limit(200);
    },
  };
}

export type BagRepository = ReturnType<typeof createBagRepository>;
