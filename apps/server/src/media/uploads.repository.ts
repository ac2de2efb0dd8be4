import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaUploads } from '../db/schema';

export type UploadRow = typeof mediaUploads.$inferSelect;

/** Uploads in progress (table `media_uploads`). */
export function createUploadsRepository(db: Db) {
  return {
    async create(values: { ownerId: string; kind: 'image' | 'video'; size: number; chunkBytes: number }) {
      const [row] = await db.insert(mediaUploads).values(values).returning();
      return row!;
    },

    /** The owner's upload started after `since`, or null (another golfer's is null too). */
    async find(ownerId: string, id: string, since: Date): Promise<UploadRow | null> {
      const [row] = await db
        .select()
        .from(mediaUploads)
        .where(
          and(eq(mediaUploads.id, id), eq(mediaUploads.ownerId, ownerId), gt(mediaUploads.createdAt, since)),
        );
      return row ?? null;
    },

    /** Takes the upload for completion: true for the one caller that deleted its row. */
    async claim(id: string): Promise<boolean> {
      const rows = await db
        .delete(mediaUploads)
        .where(eq(mediaUploads.id, id))
        .returning({ id: mediaUploads.id });
      return rows.length === 1;
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
