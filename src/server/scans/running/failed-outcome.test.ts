import { describe, expect, it } from "vitest";
import { ScanFailure } from "../thread/scan-thread-pool";
import { GENERIC_SCAN_ERROR } from "../../../contract/scan-messages";
import { OUT_OF_STORAGE_SCAN_ERROR } from "./finish-scan";
import { failureMessage } from "./failed-outcome";

describe("failureMessage", () => {
  it("says the server ran out of storage when a disk filled up, however the error arrived", () => {
    // As the engine thread reports it (the error's name and message, in words), as Node throws it, as PostgreSQL does.
    const fromThread = new ScanFailure(null, "Error: ENOSPC: no space left on device, write");
    const fromNode = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    const fromPostgres = new Error("Failed query", {
      cause: Object.assign(new Error("could not extend file"), { code: "53100" }),
    });
    for (const error of [fromThread, fromNode, fromPostgres]) {
      expect(failureMessage(error, false, 60_000)).toBe(
        "The server ran out of storage space while reading this document. You were not charged.",
      );
    }
    expect(OUT_OF_STORAGE_SCAN_ERROR).toContain("You were not charged.");
  });

  it("keeps the document's own message and the generic one for other failures", () => {
    expect(failureMessage(new ScanFailure("This PDF is damaged.", "x"), false, 60_000)).toBe("This PDF is damaged.");
    expect(failureMessage(new Error("boom"), false, 60_000)).toBe(GENERIC_SCAN_ERROR);
  });
});
