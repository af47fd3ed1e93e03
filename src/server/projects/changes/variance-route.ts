// GET /api/projects/:id/documents/:documentId/variance: the variance report of one new document of the project (what
// it changed against the register it was compared with, and the reviewer's decision on each change) as a workbook.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { PROJECT_NOT_FOUND } from "../../../contract/projects";
import { buildVarianceWorkbook } from "../../../export/variance-workbook";
import { writeWorkbookBuffer } from "../../../export/write-workbook-node";
import { projectChanges, projectComparisons, scans } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { AppContext, AppInstance } from "../../http/app-context";
import { errorResponses } from "../../http/openapi-operations";
import { requireUser } from "../../http/session";
import { findProjectAccess } from "../membership/project-access";

const DECISION_LABEL = { pending: "Not decided", accepted: "Accepted", kept: "Kept my version" } as const;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function registerVarianceRoute(app: AppInstance, { db }: AppContext): void {
  app.get(
    "/api/projects/:id/documents/:documentId/variance",
    {
      config: { notFoundMessage: PROJECT_NOT_FOUND },
      schema: {
        params: z.object({ id: z.string(), documentId: z.string() }),
        description: "The variance report of a new document of the project, as an Excel workbook.",
        response: {
          200: {
            description: "The variance report (.xlsx)",
            content: { [XLSX]: { schema: z.instanceof(Buffer).meta({ type: "string", format: "binary" }) } },
          },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { project } = await findProjectAccess(db, requireUser(request).id, request.params.id, "viewer");
      const [row] = await db
        .select({ comparison: projectComparisons, fileName: scans.fileName })
        .from(projectComparisons)
        .innerJoin(scans, eq(scans.id, projectComparisons.documentId))
        .where(
          and(
            eq(projectComparisons.projectId, project.id),
            eq(projectComparisons.documentId, request.params.documentId),
          ),
        );
      if (!row) throw new AppError("not_found", "This document was not compared with the project's register.");
      const decisions = await db
        .select({ position: projectChanges.position, state: projectChanges.state })
        .from(projectChanges)
        .where(eq(projectChanges.documentId, row.comparison.documentId));
      const byPosition = new Map(decisions.map((d) => [d.position, DECISION_LABEL[d.state]]));
      const workbook = buildVarianceWorkbook({
        oldRegister: row.comparison.base,
        newRegister: row.comparison.incoming,
        comparison: row.comparison.comparison,
        decisionOf: (_change, index) => byPosition.get(index),
        documentFileName: row.fileName,
      });
      const bytes = await writeWorkbookBuffer(workbook);
      return reply
        .type(XLSX)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(workbook.fileName)}`)
        .send(Buffer.from(bytes));
    },
  );
}
