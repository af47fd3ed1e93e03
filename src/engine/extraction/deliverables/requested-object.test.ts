import { describe, expect, it } from "vitest";
import { requestedObject } from "./requested-object";

describe("requestedObject", () => {
  it.each([
    // The object of "submit", without its copies, format, recipient or timing.
    ["Submit two paper copies of the pump selection charts to the Engineer within 10 days.", "pump selection charts"],
    ["Submit one electronic (PDF) copy of manufacturer's product data.", "manufacturer's product data"],
    // What is submitted, not what is provided along the way.
    ["Provide a roofing consultant to observe the work and submit a report of each visit.", "report"],
    [
      "The submittal shall provide valve sizing worksheets, clearly showing flow coefficients.",
      "valve sizing worksheets",
    ],
    ["The vendor shall submit noise data for each blower, including octave-band levels.", "noise data"],
    // A purpose between the verb and the object; a container that names a generic noun.
    [
      "The installer shall submit for Owner and Engineer approval the weld inspection records.",
      "weld inspection records",
    ],
    ["The vendor shall provide a review set of documents at the factory test.", "review set of documents"],
    // The subject of a passive request, also when it sits inside a clause.
    ["All proposed field splices shall be submitted to the Engineer for approval.", "proposed field splices"],
    ["Each lifting plan is to be prepared and submitted for acceptance before any pick.", "lifting plan"],
    [
      "Readings shall be logged and recorded in a commissioning report to be submitted to the Owner.",
      "commissioning report",
    ],
    ["Leak test shall meet the stated criteria and shall be submitted with the closeout binder.", "Leak test"],
    // A second object added with "plus" or "together with" does not name the request.
    ["Submit noise and vibration levels plus a spare parts schedule for each blower.", "noise and vibration levels"],
    ["Submit valve sizing worksheets together with a valve schedule.", "valve sizing worksheets"],
    // "Submittals are required on …" asks for the submittals of that thing.
    [
      "Submittals are required on all packaged equipment, especially rotating equipment.",
      "packaged equipment submittals",
    ],
  ])("%s → %s", (sentence, object) => {
    expect(requestedObject(sentence)).toBe(object);
  });

  it.each([
    "Submit in separately bound volumes after review.",
    "Submit the following:",
    "The contractor shall coordinate deliveries with the Owner.",
  ])("names nothing in %s", (sentence) => {
    expect(requestedObject(sentence)).toBeNull();
  });
});

describe("requestedObject stops at the manner of sending", () => {
  it("leaves out an adverb after the object", () => {
    expect(requestedObject("The agency shall submit the final balancing report directly to the Owner.")).toBe(
      "final balancing report",
    );
  });
});

describe("requestedObject after a recipient named before the object", () => {
  it.each([
    ["Submit to the Province a copy of the fuel storage permit issued by the fire marshal.", "fuel storage permit"],
    ["Submit to the Owner's Representative two sets of keying schedules for approval.", "keying schedules"],
  ])("reads the object of %s", (sentence, object) => {
    expect(requestedObject(sentence)).toBe(object);
  });

  it("still names nothing when no object follows the recipient", () => {
    expect(requestedObject("Submit to the Engineer within 30 days of award.")).toBeNull();
  });
});

describe("requestedObject after the party that receives it", () => {
  it.each([
    [
      "Provide the Engineer and Owner, any additional information or data which is deemed necessary.",
      "additional information or data",
    ],
    ["Provide the Architect with two copies of the report.", "report"],
    ["Furnish the Owner a written warranty.", "written warranty"],
    ["Provide the Owner's Representative with a keying schedule.", "keying schedule"],
  ])("reads the object of %s", (sentence, object) => {
    expect(requestedObject(sentence)).toBe(object);
  });

  it("ends the object before the words that join it to what is said of it", () => {
    expect(
      requestedObject("The Contractor will submit to the Architect a partial payment estimate filled out and signed."),
    ).toBe("partial payment estimate");
  });

  it("keeps a party's name that is part of the object", () => {
    expect(requestedObject("Provide the county road permit.")).toBe("county road permit");
    expect(requestedObject("Submit the Owner's manual.")).toBe("Owner's manual");
  });
});

describe("requestedObject of a document made, then submitted", () => {
  it("names what was made when the request itself names nothing", () => {
    expect(
      requestedObject(
        "Conduct the inspection and create Final Correction Punch List containing all items and submit to Architect.",
      ),
    ).toBe("Final Correction Punch List");
    expect(requestedObject("Prepare a schedule of tests and submit it for review.")).toBe("schedule of tests");
  });
});
