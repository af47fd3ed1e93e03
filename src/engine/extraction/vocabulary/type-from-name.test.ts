import { describe, expect, it } from "vitest";
import { namesDocument, normalizeSubmittalType, typeForName, typeForRequest } from "./type-from-name";

describe("normalizeSubmittalType", () => {
  it.each([
    ["Product Data", "Product Data"],
    ["SD-02 Shop Drawings", "Shop Drawings"],
    ["Samples for Verification", "Samples"],
    ["Sample Warranty", "Warranty"],
    ["LEED Submittals", "LEED / Sustainability"],
    ["Qualification Data", "Qualification Data"],
    ["Field quality-control reports", "Field Reports"],
    ["Material Test Reports", "Test Reports"],
    ["Material Certificates", "Certificates"],
    ["Operation and maintenance data", "Operation and Maintenance Data"],
    ["Maintenance Data", "Operation and Maintenance Data"],
    ["Delegated-Design Submittal", "Design Data / Calculations"],
    ["Design Mixtures", "Design Data / Calculations"],
    ["Coordination Drawings", "Coordination Drawings"],
    ["Concrete Schedule", "Schedules"],
    ["Closeout submittals provided with equipment", "Closeout / Record Documents"],
    ["Record drawings", "Closeout / Record Documents"],
    ["Record Specifications", "Closeout / Record Documents"],
    ["Record Product Data", "Closeout / Record Documents"],
    ["Certified TAB Reports", "Test Reports"],
    ["Certified mill test reports", "Test Reports"],
    ["Certified copies of welder qualifications", "Qualification Data"],
    ["Welding certificates", "Certificates"],
    ["Catalog cuts", "Product Data"],
    ["Manufacturer's literature", "Product Data"],
    ["Technical data", "Product Data"],
    ["Color charts", "Samples"],
    ["Operating instructions", "Operation and Maintenance Data"],
    ["Operating and maintenance instructions", "Operation and Maintenance Data"],
    ["Extra stock materials", "Extra Materials"],
    ["Mockups", "Mock-ups"],
    ["Minutes of preinstallation conference", "Other"],
    ["Seismic Qualification Certificates", "Certificates"],
    ["Statement of compliance", "Certificates"],
    ["Affidavit of compliance", "Certificates"],
    ["Fan curves", "Product Data"],
    ["Performance data", "Product Data"],
    ["Sound power data", "Product Data"],
    ["Shoring design", "Design Data / Calculations"],
    ["Maintenance service agreement", "Closeout / Record Documents"],
    ["Test plan", "Other"],
    ["a report certifying that hardware has been installed", "Test Reports"],
    ["Installation manuals", "Manufacturer's Instructions"],
    ["Installation instructions", "Manufacturer's Instructions"],
    ["Operation and maintenance manuals", "Operation and Maintenance Data"],
    ["Maintenance manuals", "Operation and Maintenance Data"],
  ])("%s → %s", (label, type) => {
    expect(normalizeSubmittalType(label)).toBe(type);
  });
});

describe("typeForName", () => {
  it.each([
    // The name's head is a vocabulary entry or a plain synonym of one: the register's type.
    ["Samples for Verification", "Samples"],
    ["Anchor Bolt Certifications", "Certificates"],
    ["O&M Manuals", "Operation and Maintenance Data"],
    ["Attic Stock", "Extra Materials"],
    ["Detailed shop drawings", "Shop Drawings"],
    ["Pump Schedule", "Schedules"],
    ["Field quality-control reports - pumps", "Field Reports"],
    ["Manufacturer's Literature and Data", "Product Data"],
    ["Welder qualifications", "Qualification Data"],
    ["record copies of riser drawings", "Closeout / Record Documents"],
    // A document outside the vocabulary keeps the source's words, also when a vocabulary word appears in it.
    ["Wind Uplift Resistance Submittal", "Wind Uplift Resistance Submittal"],
    ["Site Survey", "Site Survey"],
    ["Batch Tickets", "Batch Tickets"],
    ["Minutes of the kickoff meeting", "Minutes of the kickoff meeting"],
    ["proposed leak testing procedures", "Proposed leak testing procedures"],
    ["Technical information", "Technical information"],
    ["Curb Inventory", "Curb Inventory"],
    // Several deliverables of different types: the list is the type.
    ["Surge calculations and piping shop drawings", "Surge calculations and piping shop drawings"],
    ["catalog data, anchorage drawings and certifications", "Catalog data, anchorage drawings and certifications"],
    // One deliverable named twice over, or beside words that are not a document.
    ["Operation and maintenance data", "Operation and Maintenance Data"],
    ["plan and schedule", "Schedules"],
    // One generic word says no more than the vocabulary entry it falls under.
    ["report", "Test Reports"],
  ])("%s → %s", (name, type) => {
    expect(typeForName(name).type).toBe(type);
  });

  it("keeps the nearest vocabulary entry as the kind that sets the category", () => {
    expect(typeForName("Vendor equipment submittals")).toEqual({
      type: "Vendor equipment submittals",
      kind: "Product Data",
    });
    expect(typeForName("Proposed pipe testing procedures").kind).toBe("Test Reports");
  });
});

describe("typeForName on lead-ins and quality-control reports", () => {
  it.each([
    ["Pump Data Sheets including", "Product Data"],
    ["Valve tag listing for the following", "Valve tag listing"],
    ["Source quality-control reports", "Test Reports"],
    ["Field quality-control reports", "Field Reports"],
    ["Closeout submittals provided with each unit", "Closeout / Record Documents"],
  ])("%s → %s", (name, type) => {
    expect(typeForName(name).type).toBe(type);
  });
});

describe("typeForRequest", () => {
  it("reads a document written to certify as a certificate, whatever the source calls it", () => {
    const sentence = "The fabricator shall submit a letter certifying that the tanks furnished meet this Section.";
    expect(typeForRequest("letter", sentence)).toEqual({ type: "Certificates", kind: "Certificates" });
    expect(typeForRequest("notarized statement", "Submit a notarized statement, attesting to the origin.").type).toBe(
      "Certificates",
    );
  });

  it("keeps the source's words for a document that certifies nothing, and a report that certifies its results", () => {
    expect(typeForRequest("letter", "Submit a letter stating the delivery date.").type).toBe("Letter");
    expect(typeForRequest("report", "Submit a report certifying the test results.").type).toBe("Test Reports");
  });
});

describe("namesDocument", () => {
  it("reads an engineering study, an analysis and its input data as documents", () => {
    expect(namesDocument("Arc-flash study input data")).toBe(true);
    expect(namesDocument("Short-circuit and coordination studies")).toBe(true);
    expect(namesDocument("Vibration analysis")).toBe(true);
    expect(namesDocument("Installation of anchors")).toBe(false);
  });
});
