// Sending a log to Procore: the connection as the browser sees it (never a token), the company and project picked, the
// type mapping asked for before the first send, and a send's live progress with each item's outcome.
import { z } from "zod";
import { typeMappingSchema } from "./export-settings";

/** The Send to Procore card of a project's viewer, who may see the last send but not send (decision 0281). */
export const PROCORE_VIEWER_TEXT =
  "Your role in this project lets you see what was sent to Procore; its owner or an editor sends the log.";
/** What the card and the routes say when the server has no Procore client id. */
export const PROCORE_SETUP_TEXT =
  "Sending to Procore is not set up on this server. An administrator sets PROCORE_CLIENT_ID, PROCORE_CLIENT_SECRET and PROCORE_TOKEN_KEY (see .env.example) and restarts it.";

export const PROCORE_ENVIRONMENTS = ["sandbox", "production"] as const;

export const procoreStatusSchema = z.object({
  /** False when the server has no PROCORE_CLIENT_ID: the panel says how to set one up. */
  configured: z.boolean(),
  environment: z.enum(PROCORE_ENVIRONMENTS),
  connected: z.boolean(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  typeMapping: z.array(typeMappingSchema),
});
export type ProcoreStatus = z.infer<typeof procoreStatusSchema>;

export const procoreChoiceSchema = z.object({ id: z.number().int(), name: z.string() });
export type ProcoreChoice = z.infer<typeof procoreChoiceSchema>;
export const procoreChoicesSchema = z.object({ choices: z.array(procoreChoiceSchema) });

export const procoreSelectionSchema = z.object({
  companyId: z.number().int().positive(),
  projectId: z.number().int().positive(),
});
export type ProcoreSelection = z.infer<typeof procoreSelectionSchema>;

export const procoreTypeMappingBodySchema = z.object({ typeMapping: z.array(typeMappingSchema).max(100) });

/** The log's types against the company's Submittal Types: each unmatched one needs a mapping before a send. */
export const procoreTypeCheckSchema = z.object({
  companyTypes: z.array(z.string()),
  registerTypes: z.array(z.string()),
  unmatched: z.array(z.string()),
  typeMapping: z.array(typeMappingSchema),
});
export type ProcoreTypeCheck = z.infer<typeof procoreTypeCheckSchema>;

export const SEND_OUTCOMES = ["created", "updated", "skipped", "refused"] as const;
export const sendOutcomeSchema = z.object({
  number: z.string(),
  title: z.string(),
  outcome: z.enum(SEND_OUTCOMES),
  /**
   * The service's own words when it refused the item (its 422 message), or, on an item created or updated without its
   * schedule fields because the project does not allow them, which fields and why (decision 0303).
   */
  message: z.string().optional(),
});
export type SendOutcome = z.infer<typeof sendOutcomeSchema>;

/** An item sent before that the log no longer holds: reported for the reviewer to close in Procore, never deleted. */
export const removedItemSchema = z.object({ number: z.string(), remoteId: z.number().int() });
export type RemovedItem = z.infer<typeof removedItemSchema>;

export const SEND_STATES = ["running", "cancelling", "cancelled", "completed", "failed", "interrupted"] as const;
export type SendState = (typeof SEND_STATES)[number];
export const ACTIVE_SEND_STATES: readonly SendState[] = ["running", "cancelling"];

export const procoreSendSchema = z.object({
  id: z.uuid(),
  scanId: z.uuid(),
  projectId: z.number().int(),
  status: z.enum(SEND_STATES),
  total: z.number().int(),
  done: z.number().int(),
  counts: z.object({ created: z.number(), updated: z.number(), skipped: z.number(), refused: z.number() }),
  outcomes: z.array(sendOutcomeSchema),
  removed: z.array(removedItemSchema),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProcoreSend = z.infer<typeof procoreSendSchema>;
export const procoreSendAnswerSchema = z.object({ send: procoreSendSchema.nullable() });
