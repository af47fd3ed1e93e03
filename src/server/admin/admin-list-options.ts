// What the admin lists take: everything (the spec's plain arrays), or one newest-first page, optionally searched.
export type AdminListOptions = { limit?: number; cursor?: string; q?: string };
