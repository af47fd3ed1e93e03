// One download link per new document of a project: its variance report against the register (a workbook).
import { Button } from "@/components/ui/button";

export function VarianceReportLinks({ projectId, documentIds }: { projectId: string; documentIds: string[] }) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {documentIds.map((documentId, index) => (
        <Button key={documentId} asChild variant="outline" size="sm">
          <a
            href={`/api/projects/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(documentId)}/variance`}
            download
          >
            Download variance report{documentIds.length > 1 ? ` ${index + 1}` : ""}
          </a>
        </Button>
      ))}
    </div>
  );
}
