import { z } from 'zod';

/** Query string of every paged list: `page` starts at 1; `limit` is capped per route. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** Metadata returned beside every paged list (`metadata.totalPages` is what the spec's clients read). */
export const PageMetadata = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageMetadata = z.infer<typeof PageMetadata>;

/** Builds the metadata of a page from the total count. */
export function pageMetadata(query: PageQuery, total: number): PageMetadata {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}
