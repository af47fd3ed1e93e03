// The JSON the model must answer with: zod for checking the answer, and the same shape as a JSON schema for the request.
import { z } from "zod";
import { SUBMITTAL_CATEGORIES, SUBMITTAL_TYPES } from "../../contract/submittal";

export const aiItemSchema = z.object({
  submittalType: z.enum(SUBMITTAL_TYPES),
  description: z.string().trim().min(1).max(5000),
  /** Paragraph reference as printed, e.g. "1.5.A"; empty when the text has none. */
  ref: z.string().max(100),
  category: z.enum(SUBMITTAL_CATEGORIES),
  /** Verbatim source text the item was read from. */
  quote: z.string().max(20000),
});
export type AiItem = z.infer<typeof aiItemSchema>;

/** The envelope; items are checked one by one so one malformed item does not cost the others. */
export const aiResponseSchema = z.object({ items: z.array(z.unknown()) });

const strictResponseSchema = z.object({ items: z.array(aiItemSchema) });

/** The `response_format` JSON schema (strict: every property required, no extra properties). */
export function aiResponseJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(strictResponseSchema, { target: "draft-7" });
  return schema;
}

/** Parses a model answer into the valid items it holds; throws when the answer is not the expected JSON at all. */
export function parseAiResponse(content: string): AiItem[] {
  const envelope = aiResponseSchema.parse(JSON.parse(content));
  return envelope.items.flatMap((item) => {
    const parsed = aiItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
