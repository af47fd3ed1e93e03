import { describe, expect, it } from "vitest";
import { sentenceRole } from "./sentence-role";

describe("sentenceRole", () => {
  it.each([
    ["Submit a wiring diagram for each control panel.", "request"],
    ["The installer shall submit a start-up report to the Owner.", "request"],
    ["Pressure test records shall be submitted within five days.", "request"],
    ["Prepare and submit signed inspection reports.", "request"],
    ["Provide a spare parts list for each pump.", "request"],
    ["Submittals are required for each fan listed in the schedule.", "request"],
    // A master's marks around optional text are not part of the sentence.
    ["//Submit training plans and instructor qualifications as Section 22 08 00 requires, COMMISSIONING//.", "request"],
    ["// Submit start-up reports for each pump, // as Section 22 08 00 requires//", "request"],
    ["Submit the manufacturer's certificate stating the required fire rating.", "request"],
    ["Submit the inspection certificates required by the local authority.", "request"],
  ])("reads %j as a request", (sentence, role) => {
    expect(sentenceRole(sentence)).toBe(role);
  });

  it.each([
    // content, format, review and timing rules said of submittals in general or of how they are handled
    ["Submittals shall include the maker's name and the model number of each unit.", "rule"],
    ["Layout drawings must be prepared as vector files on the county's sheet border.", "rule"],
    ["Color samples will be reviewed for appearance only.", "rule"],
    ["Approved submittals shall be kept accessible in the field office.", "rule"],
    ["Ordering of long-lead items shall not be deferred pending approval of drawings.", "rule"],
    ["Arrange warranty documents in the order of the table of contents.", "rule"],
    ["Annotate each catalog page to show the options selected.", "rule"],
    // said of deliverables other paragraphs ask for
    ["Submit the required calculations in the units the drawings use.", "rule"],
    ["Submit the specified samples in a labelled carton.", "rule"],
    ["Provide all shop drawings required elsewhere in the same sheet size.", "rule"],
  ])("reads %j as a rule", (sentence, role) => {
    expect(sentenceRole(sentence)).toBe(role);
  });

  it.each([
    ["See Section 01 25 00 for product substitution procedures.", "reference"],
    ["Refer to Division 01 for the number of copies.", "reference"],
    ["Submit the following with the cost and time proposal:", "commercial"],
    ["Submit invoices showing quantities delivered against each allowance.", "commercial"],
    ["Submit a request for consideration of each substitute product.", "commercial"],
    ["When a certified test is required, notify the Engineer one week ahead.", "condition"],
    ["Only stainless ductwork is allowed unless another material is submitted and approved.", "condition"],
    ["* Marks items that are also required on paper.", "note"],
    ["Note: items in italics are optional.", "note"],
    ["to be delivered with the pumps and not later than the pumps", "fragment"],
    ["described in Section 22 05 00 for packaged equipment and", "fragment"],
    ["Engineer", "party"],
    ["Phone: (555) 201-3344.", "party"],
    ["The Owner reserves the right to copy any drawing received.", "othersAct"],
    ["Architect will mark each submittal with the action taken.", "othersAct"],
    ["Keep a log of RFIs and submit it weekly.", "commercial"],
    ["Failure to submit drawings in time shall not entitle the Contractor to more days.", "statement"],
  ])("reads %j as %s", (sentence, role) => {
    expect(sentenceRole(sentence)).toBe(role);
  });

  it("reads a noun that is also a verb as a name, not an instruction", () => {
    expect(sentenceRole("Test reports for each pressure vessel.")).toBe("statement");
    expect(sentenceRole("Record drawings.")).toBe("statement");
    expect(sentenceRole("Test each vessel at 1.5 times working pressure.")).toBe("rule");
  });

  it("reads 'complete' before a name as what the deliverable must be, before an object as an instruction", () => {
    expect(sentenceRole("Complete operating and maintenance manuals including wiring diagrams and parts lists.")).toBe(
      "statement",
    );
    expect(sentenceRole("Complete the startup checklist for each unit.")).toBe("rule");
  });

  it("lets the text after a label open in lower case", () => {
    expect(sentenceRole("signed and sealed by the delegated engineer")).toBe("fragment");
    expect(sentenceRole("signed and sealed by the delegated engineer", true)).not.toBe("fragment");
  });
});
