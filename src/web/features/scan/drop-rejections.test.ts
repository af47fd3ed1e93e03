import { describe, expect, it } from "vitest";
import { rejectionMessages, TOO_MANY_FILES_MESSAGE } from "./drop-rejections";

describe("rejectionMessages", () => {
  it("explains each rejected file and adds 'Too many files' once", () => {
    const messages = rejectionMessages(
      [
        { file: { name: "photo.png" }, errors: [{ code: "file-invalid-type", message: "x" }] },
        { file: { name: "huge.pdf" }, errors: [{ code: "file-too-large", message: "x" }] },
        { file: { name: "empty.pdf" }, errors: [{ code: "file-too-small", message: "x" }] },
        { file: { name: "odd.pdf" }, errors: [{ code: "custom", message: "Odd file" }] },
      ],
      2,
    );
    expect(messages).toEqual([
      "photo.png: Only PDF files can be scanned.",
      "huge.pdf: The file is larger than 250 MB.",
      "empty.pdf: The file is empty.",
      "odd.pdf: Odd file",
      TOO_MANY_FILES_MESSAGE,
    ]);
    expect(TOO_MANY_FILES_MESSAGE).toMatch(/^Too many files/);
    expect(rejectionMessages([], 0)).toEqual([]);
  });
});
