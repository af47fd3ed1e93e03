import { describe, expect, it } from "vitest";
import { ProjectInfoCollector, type ProjectInfo } from "./project-info";

/** Feeds the same running header on `pages` pages, as the running-line filter would. */
function fromHeaders(lines: string[], titles: string[] = [], pages = 3): ProjectInfo {
  const c = new ProjectInfoCollector();
  for (let page = 1; page <= pages; page++) for (const l of lines) c.noteHeader(l.replace("{page}", String(page)));
  return c.result(titles);
}

/** Cover lines as text; "" stands for space between lines, "small:" for a line in a smaller size. */
function fromCover(lines: string[]): ProjectInfo {
  const c = new ProjectInfoCollector();
  let gapBefore = false;
  for (const l of lines) {
    if (l === "") {
      gapBefore = true;
      continue;
    }
    const small = l.startsWith("small:");
    c.noteCoverLine({ text: small ? l.slice(6) : l, gapBefore, height: small ? 10 : 16 });
    gapBefore = false;
  }
  return c.result();
}

describe("ProjectInfoCollector running headers", () => {
  it("takes a title-case header line as the name", () => {
    expect(fromHeaders(["Alder Creek Water Treatment Plant"]).projectName).toBe("Alder Creek Water Treatment Plant");
  });

  it.each([
    ["ALDER CREEK WATER TREATMENT PLANT    Contract 2025-03", "ALDER CREEK WATER TREATMENT PLANT", "2025-03"],
    ["Alder Creek Water Treatment Plant | Project No. 2024-117", "Alder Creek Water Treatment Plant", "2024-117"],
    ["Alder Creek Water Treatment Plant - Job No. 4411", "Alder Creek Water Treatment Plant", "4411"],
    ["Alder Creek Water Treatment Plant Project No. 2024-117", "Alder Creek Water Treatment Plant", "2024-117"],
  ])("splits name and number sharing a line: %s", (line, name, number) => {
    expect(fromHeaders([line])).toEqual({ projectName: name, projectNumber: number });
  });

  it("takes the name beside an unlabelled code, and the code on every page beside it as the number", () => {
    expect(fromHeaders(["Harbor View Library Renovation 2024-031"])).toEqual({
      projectName: "Harbor View Library Renovation",
      projectNumber: "2024-031",
    });
    expect(fromHeaders(["06-01-13"])).toEqual({});
    expect(fromHeaders(["Harbor View Library Renovation 06-01-13"])).toEqual({
      projectName: "Harbor View Library Renovation",
    });
    expect(fromHeaders(["Fort Redstone Barracks Renovation W912DY-24-C-0031"])).toEqual({
      projectName: "Fort Redstone Barracks Renovation",
      projectNumber: "W912DY-24-C-0031",
    });
  });

  it("drops the section number, page counter and section title from the header", () => {
    expect(fromHeaders(["Alder Creek Water Treatment Plant  09 91 23 - {page}"]).projectName).toBe(
      "Alder Creek Water Treatment Plant",
    );
    expect(fromHeaders(["ALDER CREEK WATER PLANT PAINTING"], ["PAINTING"]).projectName).toBe("ALDER CREEK WATER PLANT");
  });

  it("prefers the text repeated on most pages", () => {
    const c = new ProjectInfoCollector();
    c.noteHeader("FIRST PAGE ONLY BANNER");
    for (let page = 1; page <= 4; page++) c.noteHeader(`NEW DINING PAVILION AND TERRACE 08 90 00 - ${page}`);
    expect(c.result().projectName).toBe("NEW DINING PAVILION AND TERRACE");
  });

  it.each([
    "SECTION 09 91 23",
    "PAGE 3 OF 7",
    "Page 3 of 7",
    "END OF SECTION",
    "March 14, 2025",
    "2025-03-14",
    "PAINTING 09 91 23 - 3",
    "Riverside, CA",
    "Atlanta, Georgia 22 0700-1",
    "CNNA Architects, Inc. PLUMBING INSULATION",
    "Smith Group Architects 1200 Main Street",
    "ISSUED FOR CONSTRUCTION",
    "Provide louvers and vents complete as indicated",
  ])("never takes %s as the name", (line) => {
    expect(fromHeaders([line]).projectName).toBeUndefined();
  });

  it("never takes a header that is only a section title", () => {
    expect(fromHeaders(["Exterior Painting"], ["Exterior Painting"]).projectName).toBeUndefined();
  });
});

describe("ProjectInfoCollector cover page", () => {
  it("takes the lines after PROJECT MANUAL / FOR, a phase number with them, and the labelled number", () => {
    expect(
      fromCover([
        "PROJECT MANUAL",
        "FOR",
        "ALDER CREEK WATER TREATMENT PLANT",
        "IMPROVEMENTS PHASE 2",
        "City of Alder Creek, Oregon",
        "Project No. 2024-117",
      ]),
    ).toEqual({ projectName: "ALDER CREEK WATER TREATMENT PLANT IMPROVEMENTS PHASE 2", projectNumber: "2024-117" });
  });

  it("joins a name set over two or three lines, and stops at space, a smaller size, a change of case or an address", () => {
    expect(fromCover(["PROJECT MANUAL", "", "RIVERBEND PUBLIC LIBRARY", "EXPANSION AND RENOVATION"]).projectName).toBe(
      "RIVERBEND PUBLIC LIBRARY EXPANSION AND RENOVATION",
    );
    expect(
      fromCover(["PROJECT MANUAL FOR", "NORTH COUNTY", "REGIONAL WATER", "RECLAMATION FACILITY", "", "CITY OF VISTA"])
        .projectName,
    ).toBe("NORTH COUNTY REGIONAL WATER RECLAMATION FACILITY");
    expect(fromCover(["PROJECT MANUAL", "RIVERBEND PUBLIC LIBRARY", "", "CITY OF RIVERBEND"]).projectName).toBe(
      "RIVERBEND PUBLIC LIBRARY",
    );
    expect(fromCover(["PROJECT MANUAL", "RIVERBEND PUBLIC LIBRARY", "small:CITY OF RIVERBEND"]).projectName).toBe(
      "RIVERBEND PUBLIC LIBRARY",
    );
    expect(fromCover(["PROJECT MANUAL", "RIVERBEND PUBLIC LIBRARY", "Owner Of The Building"]).projectName).toBe(
      "RIVERBEND PUBLIC LIBRARY",
    );
    expect(fromCover(["PROJECT MANUAL", "RIVERBEND PUBLIC LIBRARY", "RIVERSIDE, CA"]).projectName).toBe(
      "RIVERBEND PUBLIC LIBRARY",
    );
  });

  it("skips a date or address right after FOR", () => {
    expect(fromCover(["PROJECT MANUAL", "March 2025"]).projectName).toBeUndefined();
  });

  it("takes the cover's first block of name lines when nothing introduces it, a one-word line joined to the next", () => {
    const cover = fromCover([
      "Meridian",
      "Harbor Point Cold Storage Expansion",
      "Portland, OR",
      "",
      "SPECIFICATION PACKAGE",
      "Issued for Construction",
      "Project No. 4410.02",
    ]);
    expect(cover).toEqual({ projectName: "Meridian Harbor Point Cold Storage Expansion", projectNumber: "4410.02" });
  });

  it("takes the cover's largest text when it is clearly larger than the rest, skipping the owner above it", () => {
    expect(
      fromCover([
        "small:Department of Parks and Recreation",
        "",
        "LAKESIDE SENIOR CENTER",
        "ADDITION AND REMODEL",
        "",
        "small:Bid Documents",
        "small:Riverbend, Oregon",
      ]).projectName,
    ).toBe("LAKESIDE SENIOR CENTER ADDITION AND REMODEL");
    expect(fromCover(["CITY OF ALDER CREEK", "", "ALDER CREEK AQUATIC CENTER", "", "BID DOCUMENTS"]).projectName).toBe(
      "ALDER CREEK AQUATIC CENTER",
    );
  });

  it("never takes a volume subtitle, after PROJECT MANUAL or as the cover's largest text", () => {
    expect(
      fromCover(["PROJECT MANUAL", "GENERAL, MECHANICAL AND ELECTRICAL CONSTRUCTION"]).projectName,
    ).toBeUndefined();
    expect(
      fromCover([
        "PROJECT MANUAL FOR",
        "LAKESIDE SENIOR CENTER ADDITION",
        "",
        "small:VOLUME 2",
        "small:Architectural and Structural Work",
      ]).projectName,
    ).toBe("LAKESIDE SENIOR CENTER ADDITION");
    expect(
      fromCover(["Plumbing, Mechanical and Electrical Specifications", "", "small:Issued for Bid"]).projectName,
    ).toBeUndefined();
  });

  it("takes no title block from a page a section opens on: its first lines are the section's", () => {
    const c = new ProjectInfoCollector();
    for (const text of ["METAL FABRICATIONS", "", "PART 1 GENERAL"])
      if (text) c.noteCoverLine({ text, gapBefore: true, height: 12, page: 1 });
    c.noteSectionStart(1);
    expect(c.result()).toEqual({});
  });

  it("looks for the name only in the few lines after FOR, not anywhere further down", () => {
    expect(
      fromCover(["FOR", "March 2026", "Issued for Bid", "Revision 2", "Rev A", "Field Mounted Transmitter"])
        .projectName,
    ).toBeUndefined();
  });

  it("takes a labelled name", () => {
    expect(fromCover(["Project: Alder Creek Water Treatment Plant"]).projectName).toBe(
      "Alder Creek Water Treatment Plant",
    );
  });
});

describe("ProjectInfoCollector title block", () => {
  it("never keeps the title block's label, and takes every line under it, a year included", () => {
    expect(
      fromCover([
        "Project Manual",
        "",
        "General, Mechanical and Electrical Construction",
        "",
        "small:Project Title Harlan Township Clerk Building",
        "small:Renovation 2026",
        "",
        "small:Owner Harlan Township Trustees",
        "small:410 Mill Road",
      ]).projectName,
    ).toBe("Harlan Township Clerk Building Renovation 2026");
  });

  it.each([
    [["Project Name:", "Harlan Township Clerk Building"], "Harlan Township Clerk Building"],
    [
      ["PROJECT TITLE", "HARLAN TOWNSHIP CLERK BUILDING", "AND SALT SHED"],
      "HARLAN TOWNSHIP CLERK BUILDING AND SALT SHED",
    ],
    [["Title: Harlan Township Clerk Building"], "Harlan Township Clerk Building"],
    [
      ["Project: Harlan Township Clerk Building", "Phase 2 Renovation"],
      "Harlan Township Clerk Building Phase 2 Renovation",
    ],
  ])("reads the name after a label alone or before it: %j", (lines, name) => {
    expect(fromCover(lines).projectName).toBe(name);
  });

  it("carries a name on past a line that ends on a joining word or mark, whatever the spacing or size", () => {
    expect(
      fromCover(["PROJECT MANUAL FOR", "MAHONING COUNTY FIREFIGHTERS &", "", "small:EMERGENCY MEDICAL TRAINING CENTER"])
        .projectName,
    ).toBe("MAHONING COUNTY FIREFIGHTERS & EMERGENCY MEDICAL TRAINING CENTER");
    expect(fromCover(["PROJECT MANUAL", "Renovation of", "Harlan Township Clerk Building"]).projectName).toBe(
      "Renovation of Harlan Township Clerk Building",
    );
    expect(
      fromCover(["Mahoning County Firefighters,", "", "Paramedics and Dispatchers Hall", "", "small:Bid Set"])
        .projectName,
    ).toBe("Mahoning County Firefighters, Paramedics and Dispatchers Hall");
  });

  it("stops the name at an address, a date or a phone number under it", () => {
    for (const next of ["1200 Mill Road", "October 1, 2026", "Phone (330) 555-0147", "Project No. 26-114"])
      expect(fromCover(["PROJECT MANUAL", "HARLAN TOWNSHIP CLERK BUILDING", next]).projectName).toBe(
        "HARLAN TOWNSHIP CLERK BUILDING",
      );
  });
});

describe("ProjectInfoCollector numbers", () => {
  it.each([
    ["Project No. 2024-117", "2024-117"],
    ["Project Number: A22640", "A22640"],
    ["Owner's Project Number: WTP-0457", "WTP-0457"],
    ["Job No. 4411", "4411"],
    ["Comm. No. 22.10", "22.10"],
    ["Commission No. 2210", "2210"],
    ["Contract No. 7B", "7B"],
    ["Project # 206137", "206137"],
  ])("reads %s", (line, number) => {
    const c = new ProjectInfoCollector();
    c.noteLine(line);
    expect(c.result().projectNumber).toBe(number);
  });

  it("prefers the project's own number to the contract's, the solicitation's or the order's", () => {
    const read = (lines: string[]) => {
      const c = new ProjectInfoCollector();
      for (const l of lines) c.noteCoverLine({ text: l, gapBefore: true, height: 12 });
      return c.result().projectNumber;
    };
    expect(read(["Contract No. N40085-26-C-1180", "Project No. 26-114"])).toBe("26-114");
    expect(read(["Solicitation No. W91278-26-R-0031", "Project P-512"])).toBe("P-512");
    expect(read(["Task Order No. 0007", "Whitfield Barracks Renewal P-512"])).toBe("P-512");
    expect(read(["Work Order No. 4471 Comm. No. 2618"])).toBe("2618");
    expect(read(["Contract No. N40085-26-C-1180"])).toBe("N40085-26-C-1180");
  });

  it("prefers a running line's code beside the name to a contract number", () => {
    const c = new ProjectInfoCollector();
    c.noteLine("Contract No. W912DY-26-C-0042", 1);
    for (let page = 2; page <= 6; page++)
      c.noteHeader(`Harlan Township Clerk Building  26-114  01 33 00 - ${page}`, page);
    expect(c.result([], 6).projectNumber).toBe("26-114");
  });

  it.each(["Contract Documents", "Contract 2 work", "Project Manual", "Project No. TBD"])(
    "reads no number in %s",
    (line) => {
      const c = new ProjectInfoCollector();
      c.noteLine(line);
      expect(c.result().projectNumber).toBeUndefined();
    },
  );
});

describe("ProjectInfoCollector in a long book", () => {
  it("takes no name or number from a data sheet repeated on pages deep inside the book", () => {
    const c = new ProjectInfoCollector();
    for (let page = 900; page < 960; page++) {
      c.noteHeader("Loop Powered Transmitter Data", page);
      c.noteLine("Project No. 5521-07", page);
    }
    expect(c.result([], 3000)).toEqual({});
  });

  it("takes the name and number from a footer that runs through the book, never a line repeated over a run of data sheets", () => {
    const c = new ProjectInfoCollector();
    // Instrument data sheets fill pages 150 to 300 of a 348-page book: more than two pages in five, in one run.
    for (let page = 150; page <= 300; page++) c.noteHeader("Battery Backed", page);
    for (let page = 5; page <= 348; page += 2)
      c.noteFooter(`Pinecrest Veterans Memorial Hall  31-415  26 05 19 - ${page}`, page);
    expect(c.result([], 348)).toEqual({ projectName: "Pinecrest Veterans Memorial Hall", projectNumber: "31-415" });
  });

  it("takes the labelled number of a title page, and a header on alternate pages of the whole book", () => {
    const c = new ProjectInfoCollector();
    c.noteLine("Project No. 2031-448", 2);
    for (let page = 4; page <= 300; page += 2) c.noteHeader("Harbor Point Research Campus", page);
    for (let page = 120; page < 140; page++) c.noteLine("Project No. 77-1", page);
    expect(c.result([], 300)).toEqual({ projectName: "Harbor Point Research Campus", projectNumber: "2031-448" });
  });
});
