// Sending a log to Autodesk Build (ACC Submittals): the connection as the browser sees it (never a token), the hub
// and project picked, the type mapping asked for before the first send, and a send's live progress with each item's
// outcome. Outcomes and send states are Procore's (src/contract/procore.ts): the card shows them the same way.
import { z } from "zod";
import { typeMappingSchema } from "./export-settings";
import { SEND_STATES, sendOutcomeSchema } from "./procore";

/** What the card and the routes say when the server has no Autodesk client id. */
export const AUTODESK_SETUP_TEXT =
  "Sending to Autodesk Build is not set up on this server. An administrator sets AUTODESK_CLIENT_ID, AUTODESK_CLIENT_SECRET and AUTODESK_TOKEN_KEY (see .env.example) and restarts it.";

export const autodeskStatusSchema = z.object({
  /** False when the server has no AUTODESK_CLIENT_ID: the card says how to set one up. */
  configured: z.boolean(),
  connected: z.boolean(),
  hubId: z.string().nullable(),
  hubName: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  typeMapping: z.array(typeMappingSchema),
});
export type AutodeskStatus = z.infer<typeof autodeskStatusSchema>;

export const autodeskChoiceSchema = z.object({ id: z.string(), name: z.string() });
export type AutodeskChoice = z.infer<typeof autodeskChoiceSchema>;
export const autodeskChoicesSchema = z.object({ choices: z.array(autodeskChoiceSchema) });

const remoteIdSchema = z.string().min(1).max(200);

export const autodeskSelectionSchema = z.object({ hubId: remoteIdSchema, projectId: remoteIdSchema });
export type AutodeskSelection = z.infer<typeof autodeskSelectionSchema>;

export const autodeskTypeMappingBodySchema = z.object({ typeMapping: z.array(typeMappingSchema).max(100) });

/** The log's types against the project's item types: each unmatched one needs a mapping before a send. */
export const autodeskTypeCheckSchema = z.object({
  itemTypes: z.array(z.string()),
  registerTypes: z.array(z.string()),
  unmatched: z.array(z.string()),
  typeMapping: z.array(typeMappingSchema),
});
export type AutodeskTypeCheck = z.infer<typeof autodeskTypeCheckSchema>;

/** An item sent before that the log no longer holds: reported for the reviewer to close in Autodesk Build. */
export const autodeskRemovedItemSchema = z.object({ number: z.string(), remoteId: z.string() });
export type AutodeskRemovedItem = z.infer<typeof autodeskRemovedItemSchema>;

export const autodeskSendSchema = z.object({
  id: z.uuid(),
  scanId: z.uuid(),
  projectId: z.string(),
  status: z.enum(SEND_STATES),
  total: z.number().int(),
  done: z.number().int(),
  counts: z.object({ created: z.number(), updated: z.number(), skipped: z.number(), refused: z.number() }),
  outcomes: z.array(sendOutcomeSchema),
  removed: z.array(autodeskRemovedItemSchema),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AutodeskSend = z.infer<typeof autodeskSendSchema>;
export const autodeskSendAnswerSchema = z.object({ send: autodeskSendSchema.nullable() });
