import { describe, expect, it } from "vitest";
import { normalizeSubmittalType } from "./submittal-type";

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
    ["Installation manuals", "Manufacturer's Instructions"],
    ["Installation instructions", "Manufacturer's Instructions"],
    ["Operation and maintenance manuals", "Operation and Maintenance Data"],
    ["Maintenance manuals", "Operation and Maintenance Data"],
  ])("%s → %s", (label, type) => {
    expect(normalizeSubmittalType(label)).toBe(type);
  });
});
