import { describe, expect, it } from "vitest";
import { MAX_TITLE, itemTitle } from "./item-title";

describe("itemTitle", () => {
  it("puts the label first, then its subject", () => {
    expect(
      itemTitle({ label: "Product Data", body: "For gas vents, including listing and ratings.", fallback: "" }),
    ).toBe("Product Data: For gas vents, including listing and ratings");
    expect(itemTitle({ label: "Spare parts,", body: "from the same run.", fallback: "" })).toBe(
      "Spare parts: From the same run",
    );
  });

  it("turns an unlabelled request round so the deliverable comes first", () => {
    const body = "The Contractor shall submit a dry film thickness report for each coat applied.";
    expect(itemTitle({ label: null, body, name: "dry film thickness report", fallback: "" })).toBe(
      "Dry film thickness report: For each coat applied",
    );
    // Who receives it says nothing about the deliverable.
    const sent =
      "After the tests, the installer shall submit three copies of the balancing report directly to the Engineer.";
    expect(itemTitle({ label: null, body: sent, name: "balancing report", fallback: "" })).toBe("Balancing report");
    // A request made on a condition keeps it.
    const conditional = "If requested, submit a sample of each trim finish.";
    expect(itemTitle({ label: null, body: conditional, name: "sample", fallback: "" })).toBe(
      "If requested, submit a sample of each trim finish",
    );
    // Already deliverable-first.
    const leading = "Floor flatness report, indicating the measured values.";
    expect(itemTitle({ label: null, body: leading, name: "Floor flatness report", fallback: "" })).toBe(
      "Floor flatness report, indicating the measured values",
    );
  });

  it("puts the kind of item first when the text is only a lead-in to a list", () => {
    const body = "In addition to the provisions of Division 1, the following is required:";
    expect(itemTitle({ label: null, body, fallback: "Shop Drawings" })).toBe(
      "Shop Drawings: In addition to the provisions of Division 1, the following is required",
    );
    expect(itemTitle({ label: "Test report", body: "For review and approval; include:", fallback: "" })).toBe(
      "Test report: For review and approval",
    );
    expect(itemTitle({ label: "Schedule", body: "For factory tests to the Owner and", fallback: "" })).toBe(
      "Schedule: For factory tests to the Owner",
    );
    // A lead-in that already names its kind, or one whose kind is not known, stays as written.
    expect(itemTitle({ label: null, body: "Submit the following shop drawings:", fallback: "Shop Drawings" })).toBe(
      "Submit the following shop drawings",
    );
    expect(itemTitle({ label: null, body, fallback: "Other" })).toBe(
      "In addition to the provisions of Division 1, the following is required",
    );
  });

  it("ends a long title at a clause boundary, never in the middle of a word", () => {
    const body =
      "For each kind and colour of joint filler required, provide strips of the filler in joints formed between two " +
      "lengths of board matching the finish of the adjacent surfaces, with the tooling shown.";
    const title = itemTitle({ label: "Samples for Verification", body, fallback: "" });
    expect(title).toBe("Samples for Verification: For each kind and colour of joint filler required");
    const timed =
      "Submit the executed manufacturer's warranties for each unit installed under this contract within fifteen " +
      "days of the date on which the unit was accepted by the Owner and entered into service.";
    const cut = itemTitle({ label: "Partial acceptance", body: timed, fallback: "" });
    expect(cut.length).toBeLessThanOrEqual(MAX_TITLE);
    expect(cut).toBe(
      "Partial acceptance: Submit the executed manufacturer's warranties for each unit installed under this contract",
    );
  });

  it("cuts a title without any boundary at a word, marked with an ellipsis", () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const title = itemTitle({ label: null, body: words, fallback: "" });
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE + 1);
    expect(title.endsWith("…")).toBe(true);
    expect(
      title
        .slice(0, -1)
        .split(" ")
        .every((w) => /^word\d+$/.test(w)),
    ).toBe(true);
  });

  it("never gives a title under four characters", () => {
    expect(itemTitle({ label: null, body: "X", fallback: "Other" })).toBe("Other");
  });
});
