// The drag-and-drop area for PDFs (react-dropzone): any number of drops add to the list; disabled while uploading.
import { FileUp } from "lucide-react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { MAX_FILE_BYTES } from "../../../contract/credits";
import { cn } from "@/lib/cn";

export type FileDropZoneProps = {
  disabled: boolean;
  onDrop: (accepted: File[], rejected: FileRejection[]) => void;
};

export function FileDropZone({ disabled, onDrop }: FileDropZoneProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { "application/pdf": [".pdf"] },
    multiple: true,
    minSize: 1,
    maxSize: MAX_FILE_BYTES,
    disabled,
    onDrop,
  });
  return (
    <div
      {...getRootProps({
        "aria-label": "Upload PDF files: drop them here or press Enter to browse",
        "aria-disabled": disabled,
      })}
      className={cn(
        "flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-12 text-center transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        isDragActive ? "border-primary bg-primary/5" : "border-muted-foreground/30 hover:border-primary/60",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      <input {...getInputProps()} data-testid="pdf-input" />
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <FileUp className="size-7" aria-hidden />
      </div>
      <div className="space-y-1">
        <p className="font-semibold">{isDragActive ? "Drop the PDFs here" : "Drag and drop PDF files here"}</p>
        <p className="text-sm text-muted-foreground">or click to browse · PDF only · up to 250 MB each</p>
      </div>
    </div>
  );
}
