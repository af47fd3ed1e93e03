// Maps a section number (MasterFormat 2004+ six digits, or a 1995 five-digit number) to its 2016 division.
import { divisionLabel } from "../../../contract/divisions";

// 1995 Division 2 (Site Construction), 13 (Special Construction: its security, automation, alarm and fire suppression
// systems), 15 (Mechanical) and 16 (Electrical) split into several 2004+ divisions. Ranges are by the digits after
// the leading 0 for Division 2, the first four digits for 13 and 16, the first three for 15; the closest 2016
// division wins.
const SPLIT_1995_DIVISIONS: ReadonlyArray<{ from: number; to: number; division: string }> = [
  { from: 20, to: 20, division: "01" },
  { from: 21, to: 21, division: "02" }, // 021xx: site remediation / subsurface investigation
  { from: 22, to: 23, division: "31" }, // earthwork, tunnelling
  { from: 24, to: 24, division: "02" }, // demolition, abatement
  { from: 25, to: 26, division: "33" }, // utilities, drainage
  { from: 27, to: 29, division: "32" }, // paving, site improvements, planting
  { from: 1370, to: 1379, division: "28" }, // security access and surveillance
  { from: 1380, to: 1384, division: "25" }, // building automation and control
  { from: 1385, to: 1389, division: "28" }, // detection and alarm
  { from: 1390, to: 1399, division: "21" }, // fire suppression
  { from: 150, to: 152, division: "23" }, // basic mechanical materials and methods
  { from: 153, to: 153, division: "21" }, // fire protection
  { from: 154, to: 154, division: "22" }, // plumbing
  { from: 155, to: 159, division: "23" }, // HVAC
  { from: 1600, to: 1669, division: "26" }, // electrical
  { from: 1672, to: 1672, division: "28" }, // alarm and detection
  { from: 1670, to: 1689, division: "27" }, // communications, sound and video
  { from: 1690, to: 1699, division: "26" }, // electrical controls
];

/** Two-digit 2016 division code for a section number given as digits only ("033000", "03300", "15410"). */
export function divisionCodeForSection(digits: string): string {
  if (digits.length === 5) {
    const major = Number(digits.slice(0, 2));
    const key =
      major === 2
        ? Number(digits.slice(1, 3))
        : major === 13 || major === 16
          ? Number(digits.slice(0, 4))
          : Number(digits.slice(0, 3));
    if (major === 2 || major === 13 || major === 15 || major === 16) {
      const hit = SPLIT_1995_DIVISIONS.find((r) => key >= r.from && key <= r.to);
      if (hit) return hit.division;
      return major === 2 ? "31" : major === 13 ? "13" : major === 15 ? "23" : "26";
    }
  }
  return digits.slice(0, 2);
}

/** "03 - Concrete" for a section number given as digits only. */
export function divisionForSection(digits: string): string {
  return divisionLabel(divisionCodeForSection(digits));
}
