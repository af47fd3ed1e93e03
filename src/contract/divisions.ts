// CSI MasterFormat 2016+ division titles, shared by the engine (to label divisions) and the client (to edit them).

export const MASTERFORMAT_DIVISIONS: Readonly<Record<string, string>> = {
  "00": "Procurement and Contracting Requirements",
  "01": "General Requirements",
  "02": "Existing Conditions",
  "03": "Concrete",
  "04": "Masonry",
  "05": "Metals",
  "06": "Wood, Plastics, and Composites",
  "07": "Thermal and Moisture Protection",
  "08": "Openings",
  "09": "Finishes",
  "10": "Specialties",
  "11": "Equipment",
  "12": "Furnishings",
  "13": "Special Construction",
  "14": "Conveying Equipment",
  "20": "Reserved for Future Expansion",
  "21": "Fire Suppression",
  "22": "Plumbing",
  "23": "Heating, Ventilating, and Air Conditioning (HVAC)",
  "25": "Integrated Automation",
  "26": "Electrical",
  "27": "Communications",
  "28": "Electronic Safety and Security",
  "31": "Earthwork",
  "32": "Exterior Improvements",
  "33": "Utilities",
  "34": "Transportation",
  "35": "Waterway and Marine Construction",
  "40": "Process Interconnections",
  "41": "Material Processing and Handling Equipment",
  "42": "Process Heating, Cooling, and Drying Equipment",
  "43": "Process Gas and Liquid Handling, Purification, and Storage Equipment",
  "44": "Pollution and Waste Control Equipment",
  "45": "Industry-Specific Manufacturing Equipment",
  "46": "Water and Wastewater Equipment",
  "48": "Electrical Power Generation",
};

/** "03" → "03 - Concrete"; unknown numbers keep the number with a generic title. */
/** Every division's label in division order (00, 01 … 48); the record's own key order puts 10–48 before 00–09. */
export function masterformatDivisionLabels(): string[] {
  return Object.keys(MASTERFORMAT_DIVISIONS)
    .sort()
    .map((code) => divisionLabel(code));
}

export function divisionLabel(code: string): string {
  const title = MASTERFORMAT_DIVISIONS[code];
  return `${code} - ${title ?? `Division ${code}`}`;
}

/** The two-digit code at the start of a division label ("03 - Concrete" → "03"). */
export function divisionCode(label: string): string {
  return /^(\d{2})/.exec(label.trim())?.[1] ?? "";
}
