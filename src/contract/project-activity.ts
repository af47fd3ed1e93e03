// GET /api/projects/:id/activity: every signed change of a project, newest first: a document added (and paid for),
// a save of a document's register, a decision on a new document's change. Filtered by person with `?userId=`.
import { z } from "zod";

export const activityKindSchema = z.enum(["uploaded", "edited", "decided"]);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const activityEntrySchema = z.object({
  kind: activityKindSchema,
  /** Null once the account is gone. */
  userId: z.string().nullable(),
  who: z.string(),
  at: z.string(),
  /** What was done, in a line: "Added Addendum 01.pdf (1 credit)", "Edited 3 items of Manual.pdf"… */
  text: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const projectActivitySchema = z.array(activityEntrySchema);

export const activityQuerySchema = z.object({ userId: z.uuid().optional() });
