import { describe, expect, it } from "vitest";
import type { ProgressMessage } from "../../../contract/scans";
import {
  applyProgressMessage,
  batchMessage,
  batchOutcome,
  batchPercent,
  firstCompletedScanId,
  startFileProgress,
} from "./batch-progress-model";

const MB = 1024 * 1024;
const msg = (scanId: string, status: ProgressMessage["status"], done = 0, total = 10, text = ""): ProgressMessage => ({
  scanId,
  currentChunk: done,
  totalChunks: total,
  status,
  message: text,
});

describe("batch progress", () => {
  const start = () =>
    startFileProgress(
      ["a", "b", "c"],
      [
        { name: "Vol 1.pdf", size: 2 * MB },
        { name: "Vol 2.pdf", size: 1 * MB },
        { name: "Vol 3.pdf", size: 1 * MB },
      ],
    );

  it("opens on the preparing message for the first file", () => {
    const files = start();
    expect(batchPercent(files)).toBe(0);
    expect(batchOutcome(files)).toBe("processing");
    expect(batchMessage(files)).toBe("File 1 of 3: Vol 1.pdf — Uploading and preparing document...");
  });

  it("weights files by size, names the file being read, and finishes only when every file has", () => {
    let files = start();
    files = applyProgressMessage(files, msg("a", "completed", 10, 10, "Scan complete."));
    files = applyProgressMessage(files, msg("b", "processing", 5, 10, "Reading page 5 of 10"));
    expect(batchPercent(files)).toBe(63); // (2 + 0.5) of 4 MB
    expect(batchMessage(files)).toBe("File 2 of 3: Vol 2.pdf — Reading page 5 of 10");
    expect(batchOutcome(files)).toBe("processing");

    files = applyProgressMessage(files, msg("b", "failed", 0, 10, "This PDF is damaged"));
    // A finished file keeps its outcome: a late processing message for it is ignored.
    files = applyProgressMessage(files, msg("b", "processing", 6, 10, "late"));
    expect(files[1]?.message.status).toBe("failed");
    expect(batchMessage(files)).toBe("File 3 of 3: Vol 3.pdf — Uploading and preparing document...");
    expect(batchPercent(files)).toBe(75);

    files = applyProgressMessage(files, msg("c", "completed", 10, 10));
    expect(batchOutcome(files)).toBe("completed");
    expect(batchPercent(files)).toBe(100);
    expect(firstCompletedScanId(files)).toBe("a");
  });

  it("fails the upload only when every file failed", () => {
    let files = start();
    for (const id of ["a", "b", "c"]) files = applyProgressMessage(files, msg(id, "failed"));
    expect(batchOutcome(files)).toBe("failed");
    expect(firstCompletedScanId(files)).toBeNull();
  });

  it("shows a single file's own message without a file counter", () => {
    const files = applyProgressMessage(
      startFileProgress(["x"], [{ name: "spec.pdf", size: 10 }]),
      msg("x", "processing", 3, 4, "Reading page 3 of 4"),
    );
    expect(batchMessage(files)).toBe("Reading page 3 of 4");
    expect(batchPercent(files)).toBe(75);
  });
});
