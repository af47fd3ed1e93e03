// Super-admin views and the add-credits payload.
import { z } from "zod";
import { pageSchema } from "./pages";
import { projectMemberSchema } from "./project-members";

/** The answer to adding credits, which the admin panel shows as it is. */
export const CREDITS_ADDED = "Credits have been successfully added to the user account.";

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  credits: z.number().int(),
  createdAt: z.string(),
  totalScans: z.number().int(),
  successfulScans: z.number().int(),
  failedScans: z.number().int(),
  totalPayments: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string().nullable(),
  amount: z.string(),
  creditsAdded: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const failedScanSchema = z.object({
  id: z.string(),
  userEmail: z.string(),
  userName: z.string().nullable(),
  fileName: z.string(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedScan = z.infer<typeof failedScanSchema>;

/** GET /api/admin/projects: every project with its members (the owner first, then editors and viewers as they joined). */
export const adminProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string(),
  createdAt: z.string(),
  documents: z.number().int(),
  members: z.array(projectMemberSchema),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminUserPageSchema = pageSchema(adminUserSchema);
export const adminPaymentPageSchema = pageSchema(adminPaymentSchema);
export const failedScanPageSchema = pageSchema(failedScanSchema);
export const adminProjectPageSchema = pageSchema(adminProjectSchema);

/** GET /api/admin/overview: the panel's counters, counted by the database. */
export const adminOverviewSchema = z.object({
  totalUsers: z.number().int(),
  totalPayments: z.number().int(),
  failedScans: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const MAX_ADMIN_GRANT = 100000;

export const addCreditsSchema = z.object({
  userId: z.string().trim().min(1, "User ID is required"),
  credits: z
    .number({ error: "Credits amount is required" })
    .int("Credits must be a whole number")
    .min(1, "Credits must be at least 1")
    .max(MAX_ADMIN_GRANT, `Credits must be at most ${MAX_ADMIN_GRANT}`),
  reason: z.string().trim().min(1, "Reason is required for audit trail").max(500),
});
export type AddCreditsPayload = z.infer<typeof addCreditsSchema>;
