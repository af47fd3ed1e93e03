import { describe, expect, it } from "vitest";
import { clearedFields, heldAfter, withClears, withoutClears } from "./held-fields";

const NAMES = ["required_on_site_date", "lead_time", "submit_by"];

describe("the schedule fields a service holds from an item", () => {
  it("clears only what it holds from us and the item no longer has", () => {
    const fields = { title: "Doors", lead_time: 20 };
    expect(clearedFields(["required_on_site_date", "lead_time"], fields)).toEqual(["required_on_site_date"]);
    expect(clearedFields([], fields)).toEqual([]);
    // Not known (a row from before they were remembered): nothing is cleared.
    expect(clearedFields(null, {})).toEqual([]);
    expect(withClears(fields, ["submit_by"])).toEqual({ title: "Doors", lead_time: 20, submit_by: null });
  });

  it("fingerprints a cleared item like one that never had the field, its other nulls kept", () => {
    const sent = { title: "Doors", type: null, lead_time: 20, submit_by: null };
    expect(withoutClears(sent, NAMES)).toEqual({ title: "Doors", type: null, lead_time: 20 });
  });

  it("knows after a send what the service holds: sent with a value, not cleared, not touched as before", () => {
    expect(heldAfter(["submit_by", "lead_time"], { lead_time: 20, required_on_site_date: null }, NAMES)).toEqual([
      "lead_time",
      "submit_by",
    ]);
    expect(heldAfter(null, { lead_time: 20 }, NAMES)).toEqual(["lead_time"]);
    expect(heldAfter([], { title: "Doors" }, NAMES)).toEqual([]);
  });
});
