import { describe, expect, it } from "vitest";
import { deleteOneByOne, deleteScansWording, DeleteStoppedError, partialDeleteMessage } from "./delete-scans";

const file = (id: string) => ({ id, fileName: `${id}.pdf`, status: "completed" });

describe("deleting a results page's files", () => {
  it("deletes each file only after the one before it is gone", async () => {
    const log: string[] = [];
    await deleteOneByOne([file("a"), file("b"), file("c")], async (id) => {
      log.push(`start ${id}`);
      await new Promise((r) => setTimeout(r, 1));
      log.push(`done ${id}`);
    });
    expect(log).toEqual(["start a", "done a", "start b", "done b", "start c", "done c"]);
  });

  it("stops at the first refusal and says how many were deleted", async () => {
    const asked: string[] = [];
    const refusal = new Error("This scan is still being processed");
    const run = deleteOneByOne([file("a"), file("b"), file("c")], async (id) => {
      asked.push(id);
      if (id === "b") throw refusal;
    });
    await expect(run).rejects.toBeInstanceOf(DeleteStoppedError);
    const stopped = (await run.catch((e: unknown) => e)) as DeleteStoppedError;
    expect(stopped.deleted).toBe(1);
    expect(stopped.cause).toBe(refusal);
    expect(asked).toEqual(["a", "b"]);
    expect(partialDeleteMessage(3, 1, refusal.message)).toBe(
      "1 of 3 files deleted. This scan is still being processed",
    );
    expect(partialDeleteMessage(3, 0, refusal.message)).toBe("This scan is still being processed");
  });

  it("names one scan by its file and a combined log by its number of files", () => {
    const one = deleteScansWording([file("spec")]);
    expect(one.title).toBe("Delete this scan?");
    expect(one.buttonName).toBe("Delete spec.pdf");
    expect(one.doneDescription).toBe('"spec.pdf" and its results have been deleted.');
    const three = deleteScansWording([file("a"), file("b"), file("c")]);
    expect(three.title).toBe("Delete all 3 files of this log?");
    expect(three.description).toContain('"a.pdf", "b.pdf", "c.pdf"');
    expect(three.confirmLabel).toBe("Delete 3 files");
    expect(three.doneDescription).toBe("3 files and their results have been deleted.");
  });
});
