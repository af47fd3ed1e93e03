// The PDFs waiting to be scanned, each removable, with a Clear All.
import { FileText, X } from "lucide-react";
import { creditsForFile } from "../../../contract/credits";
import { tooManyPagesMessage } from "../../../contract/uploads";
import { Button } from "@/components/ui/button";

const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

export type SelectedFilesListProps = {
  files: readonly File[];
  disabled: boolean;
  onRemove: (file: File) => void;
  onClear: () => void;
  /** Each file's declared page count (use-declared-page-counts.ts); absent or undefined: not shown. */
  pageCounts?: ReadonlyMap<File, number | undefined>;
  /** Pages one file may have (GET /api/app-info); a file declaring more says so before it is uploaded. */
  maxPagesPerFile?: number;
};

const pagesText = (pages: number) => `${pages.toLocaleString("en-US")} ${pages === 1 ? "page" : "pages"}`;

export function SelectedFilesList({
  files,
  disabled,
  onRemove,
  onClear,
  pageCounts,
  maxPagesPerFile,
}: SelectedFilesListProps) {
  if (files.length === 0) return null;
  return (
    <section aria-label="Selected files" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">
          {files.length} {files.length === 1 ? "file" : "files"} selected
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={disabled}>
          Clear All
        </Button>
      </div>
      <ul className="divide-y rounded-lg border">
        {files.map((file) => {
          const pages = pageCounts?.get(file);
          const overLimit = pages !== undefined && maxPagesPerFile !== undefined && pages > maxPagesPerFile;
          return (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-3 px-3 py-2">
              <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" title={file.name}>
                  {file.name}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatMb(file.size)} · {creditsForFile(file.size)}{" "}
                  {creditsForFile(file.size) === 1 ? "credit" : "credits"}
                  {pages !== undefined && ` · ${pagesText(pages)}`}
                </p>
                {overLimit && <p className="text-xs text-destructive">{tooManyPagesMessage(maxPagesPerFile, pages)}</p>}
              </div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onRemove(file)}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
              >
                <X aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
