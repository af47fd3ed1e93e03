// Projects as the API returns them: a project holds documents (scans of volumes, addenda, revised issues, bulletins)
// whose registers make one combined register (docs/decisions/0230-projects-hold-documents-and-pending-changes.md).
import { z } from "zod";
import { documentKindSchema } from "./project-documents";
import { projectRoleSchema } from "./project-members";
import { REGISTER_LIMITS, submittalSchema } from "./submittal";

export const PROJECT_NOT_FOUND = "Project not found";

/** Upload into a project: POST /api/scans?projectId=…&kind=addendum (the upload route's optional query). */
export const uploadIntoProjectQuerySchema = z.object({
  projectId: z.uuid().optional(),
  kind: documentKindSchema.optional(),
  /** The document's issue date (YYYY-MM-DD); the upload date when left out. */
  date: z.iso.date().optional(),
});
export type UploadIntoProjectQuery = z.infer<typeof uploadIntoProjectQuerySchema>;

/** One document of a project: a scan, with what it is to the project. */
export const projectDocumentSchema = z.object({
  /** The scan's id: GET /api/scans/:id has its own register. */
  id: z.string(),
  fileName: z.string(),
  kind: documentKindSchema,
  /** The issue date given at upload, else the upload date (YYYY-MM-DD). */
  date: z.string(),
  status: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** What reading it cost, paid by whoever uploaded it (their own balance, also in a shared project). */
  creditsUsed: z.number().int().min(0),
  uploadedBy: z.object({ userId: z.string(), name: z.string() }),
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

export const projectSummarySchema = z.object({
  id: z.string(),
  /** The owner's name for the project; until renamed, the project name found in its first document (may be empty). */
  name: z.string(),
  number: z.string(),
  createdAt: z.string(),
  /** The caller's role in the project: "owner" for their own, else what it was shared with them as. */
  role: projectRoleSchema,
  ownerName: z.string(),
  /** Oldest first. */
  documents: z.array(projectDocumentSchema),
  /** Changes of a new document that wait for the reviewer's decision. */
  pendingChanges: z.number().int().min(0),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
export const projectListSchema = z.array(projectSummarySchema);

/** PATCH /api/projects/:id. */
export const renameProjectSchema = z.object({
  name: z.string().trim().max(REGISTER_LIMITS.projectName),
  number: z.string().trim().max(REGISTER_LIMITS.projectNumber),
});
export type RenameProject = z.infer<typeof renameProjectSchema>;

/** One item of the combined register, with the document (scan) it lives in and its place in that document's register. */
export const projectRegisterItemSchema = z.object({
  documentId: z.string(),
  index: z.number().int().min(0),
  submittal: submittalSchema,
});
export type ProjectRegisterItem = z.infer<typeof projectRegisterItemSchema>;

/** GET /api/projects/:id/register: the project's register over its completed documents, in document order. */
export const projectRegisterSchema = z.object({
  project: projectSummarySchema,
  items: z.array(projectRegisterItemSchema),
});
export type ProjectRegister = z.infer<typeof projectRegisterSchema>;

/**
 * GET /api/projects/:id/notes: what comparing each new document with the register could not do, in its words (an
 * addendum's instruction naming a section the register does not hold, a section it carries but no instruction
 * names…), per compared document with notes, oldest first.
 */
export const projectDocumentNotesSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  notes: z.array(z.string()),
});
export type ProjectDocumentNotes = z.infer<typeof projectDocumentNotesSchema>;
export const projectNotesSchema = z.array(projectDocumentNotesSchema);
