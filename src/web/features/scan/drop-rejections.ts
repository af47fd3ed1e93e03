// Human wording for files the drop area turns away (product §5: wrong type, too large, too small, too many files).
import { MAX_FILE_SIZE_TEXT, MAX_FILES_PER_BATCH, NOT_A_PDF } from "../../../contract/uploads";

type Rejection = { file: { name: string }; errors: readonly { code: string; message: string }[] };

const REASONS: Record<string, string> = {
  "file-invalid-type": NOT_A_PDF,
  "file-too-large": `The file is larger than ${MAX_FILE_SIZE_TEXT}.`,
  "file-too-small": "The file is empty.",
};

export const TOO_MANY_FILES_MESSAGE = `Too many files: you can scan up to ${MAX_FILES_PER_BATCH} documents at a time.`;

export function rejectionMessages(rejections: readonly Rejection[], droppedForLimit: number): string[] {
  const messages = rejections.flatMap(({ file, errors }) =>
    errors.filter((e) => e.code !== "too-many-files").map((e) => `${file.name}: ${REASONS[e.code] ?? e.message}`),
  );
  const tooMany = droppedForLimit > 0 || rejections.some((r) => r.errors.some((e) => e.code === "too-many-files"));
  return tooMany ? [...messages, TOO_MANY_FILES_MESSAGE] : messages;
}
