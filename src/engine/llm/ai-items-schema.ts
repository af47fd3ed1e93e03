// The JSON the model must answer with: the shape requested as a JSON schema, and a lenient zod reader for the answer.
import { z } from "zod";
import {
  REGISTER_LIMITS,
  SUBMITTAL_CATEGORIES,
  SUBMITTAL_TYPES,
  type SubmittalCategory,
  type SubmittalTypeName,
} from "../../contract/submittal";
import { itemType } from "../extraction/vocabulary/item-type";

// What the request asks for. No length keywords: strict structured-output modes reject some of them.
const requestedItemSchema = z.object({
  submittalType: z.enum(SUBMITTAL_TYPES),
  /** The section's own words for the kind of deliverable ("Samples for Verification"); empty when it has none. */
  label: z.string(),
  description: z.string(),
  /** Paragraph reference as printed, e.g. "1.5.A"; empty when the text has none. */
  ref: z.string(),
  category: z.enum(SUBMITTAL_CATEGORIES),
  /** Verbatim source text the item was read from. */
  quote: z.string(),
});
const requestedResponseSchema = z.object({ items: z.array(requestedItemSchema) });

const toCategory = (value: string): SubmittalCategory =>
  SUBMITTAL_CATEGORIES.find((category) => category === value.trim().toLowerCase()) ?? "other";

/**
 * How an answer item is read. Plain JSON mode does not enforce the enums or the required keys, so near misses in case
 * are accepted, a missing label is none, and the type and label go through the rules' own reading
 * (extraction/vocabulary/item-type.ts): a source label the model gave instead of a type ("Samples for Verification") is read as the
 * vocabulary entry it names and kept as the label, a label that only repeats the type or is no name (a fragment, a
 * party, a count) is dropped, and a type outside the vocabulary becomes the one the label or quote names, else
 * "Other". The quote check decides whether the item is kept at all.
 */
export const aiItemSchema = z
  .object({
    submittalType: z.string(),
    label: z.string().optional(),
    description: z.string().trim().min(1).max(5000),
    ref: z
      .string()
      .trim()
      .transform((ref) => ref.slice(0, 100)),
    category: z.string().transform(toCategory),
    quote: z.string().min(1).max(20000),
  })
  .transform(({ submittalType, label, ...item }): AiItem => {
    const typed = itemType({ type: submittalType.trim(), label: label?.trim() || null, text: item.quote });
    return {
      ...item,
      submittalType: typed.submittalType,
      ...(typed.label ? { label: typed.label.slice(0, REGISTER_LIMITS.label) } : {}),
    };
  });
export type AiItem = {
  submittalType: SubmittalTypeName;
  /** The source's own words for the deliverable, when they say more than the type. */
  label?: string;
  description: string;
  ref: string;
  category: SubmittalCategory;
  quote: string;
};

/** The envelope; items are checked one by one so one malformed item does not cost the others. */
const aiResponseSchema = z.object({ items: z.array(z.unknown()) });

/** The `response_format` JSON schema (strict: every property required, no extra properties). */
export function aiResponseJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(requestedResponseSchema, { target: "draft-7" });
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
