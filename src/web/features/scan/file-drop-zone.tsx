// The drag-and-drop area for PDFs (react-dropzone): any number of drops add to the list; disabled while uploading.
// The area is one labelled button (Enter or Space opens the file picker, as a click does) inside a plain drop target,
// so there is a single tab stop and nothing interactive nested in another control.
import { FileUp } from "lucide-react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { MAX_FILE_BYTES, MAX_FILE_SIZE_TEXT } from "../../../contract/uploads";
import { cn } from "@/lib/cn";

export type FileDropZoneProps = {
  disabled: boolean;
  onDrop: (accepted: File[], rejected: FileRejection[]) => void;
};

export function FileDropZone({ disabled, onDrop }: FileDropZoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { "application/pdf": [".pdf"] },
    multiple: true,
    minSize: 1,
    maxSize: MAX_FILE_BYTES,
    disabled,
    onDrop,
    // The button below opens the picker; the root only receives drops.
    noClick: true,
    noKeyboard: true,
  });
  // react-dropzone gives the root role="presentation"; it is a plain container here.
  const { role: _role, tabIndex: _tabIndex, ...rootProps } = getRootProps();
  return (
    <div {...rootProps}>
      <input {...getInputProps()} data-testid="pdf-input" />
      <button
        type="button"
        onClick={open}
        disabled={disabled}
        className={cn(
          "flex w-full cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-12 text-center transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60",
          isDragActive ? "border-primary bg-primary/5" : "border-muted-foreground/30 hover:border-primary/60",
        )}
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <FileUp className="size-7" aria-hidden />
        </span>
        <span className="space-y-1">
          <span className="block font-semibold">
            {isDragActive ? "Drop the PDFs here" : "Drag and drop PDF files here"}
          </span>
          <span className="block text-sm text-muted-foreground">
            or click to browse · PDF only · up to {MAX_FILE_SIZE_TEXT} each
          </span>
        </span>
      </button>
    </div>
  );
}
