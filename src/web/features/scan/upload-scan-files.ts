// Sends the chosen PDFs with XMLHttpRequest so the progress bar follows the bytes actually sent (fetch has no upload
// progress events). One file goes to POST /api/scans as 'file', several to /api/scans/batch as repeated 'files'.
import { createScanResponseSchema, type CreateScanResponse } from "../../../contract/scans";
import { ApiError } from "@/lib/api-client";
import { api } from "@/config/paths";

export type UploadHandle = { done: Promise<CreateScanResponse>; abort: () => void };

/** Bytes sent, as 0–99: the last percent is kept for the server's answer, which arrives after the last byte. */
function sentPercent(event: ProgressEvent): number {
  return event.lengthComputable && event.total > 0 ? Math.min(99, Math.floor((event.loaded / event.total) * 100)) : 0;
}

/** `query`: the project the files go into and what they are (projects/project-upload-fields.ts); empty for none. */
export function uploadScanFiles(
  files: readonly File[],
  onProgress: (percent: number) => void,
  query = "",
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const form = new FormData();
  const single = files.length === 1;
  for (const file of files) form.append(single ? "file" : "files", file, file.name);

  const done = new Promise<CreateScanResponse>((resolve, reject) => {
    xhr.upload.addEventListener("progress", (event) => onProgress(sentPercent(event)));
    xhr.addEventListener("load", () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        // Same "status: body" shape as every other API error, so the toast can pull the server's message out.
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      try {
        const parsed = createScanResponseSchema.parse(JSON.parse(xhr.responseText));
        onProgress(100);
        resolve(parsed);
      } catch (error) {
        reject(error instanceof Error ? error : new Error("Upload failed"));
      }
    });
    xhr.addEventListener("error", () => reject(new Error("Upload failed")));
    xhr.addEventListener("abort", () => reject(new DOMException("Upload cancelled", "AbortError")));
  });

  xhr.open("POST", `${single ? api.scans : api.scanBatch}${query}`);
  xhr.withCredentials = true;
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
