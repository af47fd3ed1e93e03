// The body of every error answer of the API: a message for the user and a stable code (docs/api.md lists the codes).
import { z } from "zod";

export const apiErrorSchema = z.object({
  message: z.string().describe("What went wrong, in words the app shows to the user."),
  code: z.string().describe('Stable, in capitals ("UNAUTHORIZED", "PRECONDITION_FAILED"); docs/api.md lists them.'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The answer of a call that only says it was done ("Your password has been changed."). */
export const messageAnswerSchema = z.object({ message: z.string() });
