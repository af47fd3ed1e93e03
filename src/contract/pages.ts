// Paged lists: the query every paged list takes and the page it answers (keyset cursor, newest first).
import { z } from "zod";

export const PAGE_DEFAULT_LIMIT = 50;
export const PAGE_MAX_LIMIT = 200;

export const listPageQuerySchema = z.object({
  /** Rows per page; more than the maximum is read as the maximum. */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, PAGE_MAX_LIMIT))
    .optional(),
  /** The previous page's nextCursor (opaque). */
  cursor: z.string().max(200).optional(),
  /** Case-insensitive search; what it matches depends on the list. */
  q: z.string().max(255).optional(),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/** True when a request asked for a page; without any of the parameters the spec's lists answer a plain array. */
export function wantsPage(query: ListPageQuery): boolean {
  return query.limit !== undefined || query.cursor !== undefined || query.q !== undefined;
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });
}
export type Page<T> = { items: T[]; nextCursor: string | null };
