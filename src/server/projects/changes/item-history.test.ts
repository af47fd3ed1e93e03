// An item's history across several issues: an item replaced twice keeps the book as its origin with both changes in
// order, whatever the reviewer has edited since; a change kept or pending names the item it is about.
import { describe, expect, it } from "vitest";
import type { ProjectDocument } from "../../../contract/projects";
import type { Submittal } from "../../../contract/submittal";
import { buildItemHistories, type HistoryChange } from "./item-history";

const doc = (id: string, kind: ProjectDocument["kind"], date: string): ProjectDocument => ({
  id,
  fileName: `${id}.pdf`,
  kind,
  date,
  status: "completed",
  createdAt: `${date}T00:00:00.000Z`,
  completedAt: null,
  creditsUsed: 1,
  uploadedBy: { userId: "u1", name: "Dana Lee" },
});
const item = (description: string, page: number, sourceText: string): Submittal => ({
  division: "05 - Metals",
  section: "05 52 00",
  description,
  submittalType: "Certificates",
  specifications: "",
  page,
  ref: "1.3.A",
  sourceText,
});

const book = doc("book", "volume", "2026-10-01");
const rev1 = doc("rev1", "revision", "2026-11-02");
const rev2 = doc("rev2", "revision", "2026-12-01");
const first = item("Mill Test Reports", 4, "Mill Test Reports; G");
const second = item("Certified Mill Test Reports", 4, "Certified Mill Test Reports; G");
const third = item("Certified Mill Test Reports With Heat Numbers", 5, "Certified Mill Test Reports With Heat Numbers");
const anchors = item("Anchorage Systems", 4, "Anchorage Systems; G");

const change = (id: string, documentId: string, rest: Partial<HistoryChange>): HistoryChange => ({
  id,
  documentId,
  kind: "changed",
  state: "accepted",
  before: null,
  beforeDocumentId: null,
  applied: null,
  choice: null,
  decidedBy: null,
  decidedAt: null,
  ...rest,
});

describe("buildItemHistories", () => {
  it("follows an item through two accepted revisions and names the changes kept or pending on the others", () => {
    const changes = [
      change("c1", "rev1", {
        applied: {
          taken: { documentId: "book", index: 0, item: first },
          put: { documentId: "rev1", index: 0, item: second },
        },
      }),
      change("c2", "rev2", {
        applied: {
          taken: { documentId: "rev1", index: 0, item: second },
          put: { documentId: "rev2", index: 0, item: third },
        },
      }),
      change("c3", "rev2", { kind: "removed", state: "kept", before: anchors, beforeDocumentId: "book" }),
    ];
    const registers = [
      { documentId: "book", data: { submittals: [anchors] } },
      { documentId: "rev1", data: { submittals: [] } },
      // The reviewer has excluded the item since: it is found by its place in the book.
      { documentId: "rev2", data: { submittals: [{ ...third, excluded: true }] } },
    ];
    const histories = buildItemHistories([book, rev1, rev2], registers, changes);
    const words = histories.map((h) => [
      `${h.documentId}/${h.index} from ${h.introducedBy.id}`,
      ...h.changes.map((c) => `${c.kind} by ${c.document.id}: ${c.state}`),
    ]);
    expect(words).toEqual([
      ["book/0 from book", "removed by rev2: kept"],
      ["rev2/0 from book", "changed by rev1: accepted", "changed by rev2: accepted"],
    ]);
    expect(histories[1]!.introducedBy).toEqual({
      id: "book",
      fileName: "book.pdf",
      kind: "volume",
      date: "2026-10-01",
    });
  });

  it("gives an added item the document that added it as its origin", () => {
    const added = item("Finish Color Samples", 6, "Finish Color Samples; G");
    const changes = [
      change("c1", "rev1", { kind: "added", applied: { put: { documentId: "rev1", index: 0, item: added } } }),
    ];
    const registers = [
      { documentId: "book", data: { submittals: [first] } },
      { documentId: "rev1", data: { submittals: [added] } },
    ];
    const [original, fresh] = buildItemHistories([book, rev1], registers, changes);
    expect([original?.introducedBy.id, original?.changes]).toEqual(["book", []]);
    expect([fresh?.introducedBy.id, fresh?.changes]).toEqual(["rev1", []]);
  });
});
