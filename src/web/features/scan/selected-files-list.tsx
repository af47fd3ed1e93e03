// The PDFs waiting to be scanned, each removable, with a Clear All.
import { FileText, X } from "lucide-react";
import { creditsForFile } from "../../../contract/credits";
import { Button } from "@/components/ui/button";

const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

export type SelectedFilesListProps = {
  files: readonly File[];
  disabled: boolean;
  onRemove: (file: File) => void;
  onClear: () => void;
};

export function SelectedFilesList({ files, disabled, onRemove, onClear }: SelectedFilesListProps) {
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
        {files.map((file) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-3 px-3 py-2">
            <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={file.name}>
                {file.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {formatMb(file.size)} · {creditsForFile(file.size)}{" "}
                {creditsForFile(file.size) === 1 ? "credit" : "credits"}
              </p>
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
        ))}
      </ul>
    </section>
  );
}
