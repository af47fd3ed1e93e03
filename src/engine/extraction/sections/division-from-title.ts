// The division a section belongs to, read from its title, for a section printed without a number (web exports,
// owner standards, short forms): "Basic Electrical Materials and Methods" is Division 26, not Division 01. The
// words are MasterFormat's own level-2 and level-3 titles; the first rule that matches wins, so the narrower ones
// ("Fire Alarm", "Concrete Unit Masonry", "Hollow Metal Doors") come before the words they contain.

const RULES: ReadonlyArray<[RegExp, string]> = [
  [/\bfire (alarm|detection)|access control|intrusion|video surveillance|security systems?\b/i, "28"],
  [/\b(building|integrated) automation\b|\bbuilding management system/i, "25"],
  [/\bsprinkler|fire (suppression|protection|pumps?)|standpipe/i, "21"],
  [/\bdoors?\b|\bframes\b|\bwindows?\b|glazing|door hardware|curtain wall|storefront|skylights?|louvers?/i, "08"],
  [/\bmasonry|\bbrick|\bconcrete unit|\bstone (veneer|masonry)/i, "04"],
  [/\bconcrete|reinforc|formwork|\bprecast|cast-in-place|post-tensioned/i, "03"],
  [/\bstructural steel|steel (joists?|deck(ing)?)|metal fabrications?|metal stairs|railings?|cold-formed metal/i, "05"],
  [/\bcarpentry|\bwood\b|lumber|sheathing|architectural woodwork|millwork/i, "06"],
  [
    /\broofing|roof (membrane|insulation)|waterproofing|dampproofing|insulation|sealants?|flashing|air barrier|vapou?r (barrier|retarder)|firestopping|fireproofing|siding|gutters/i,
    "07",
  ],
  [
    /\bpainting|\bcoatings?\b|gypsum|drywall|\btil(e|ing)\b|ceilings?|flooring|carpet|resilient|terrazzo|plaster|wall ?coverings?|acoustical/i,
    "09",
  ],
  [/toilet (compartments|partitions|accessories)|signage|lockers|fire extinguishers|visual display|flagpoles?/i, "10"],
  [
    /\bequipment\b.*\b(food ?service|laboratory|loading dock)|\b(food ?service|laboratory|loading dock) equipment|fume hoods?/i,
    "11",
  ],
  [/\bcasework|furniture|window (treatments|shades)|blinds|countertops/i, "12"],
  [/\belevators?|escalators?|dumbwaiters?|wheelchair lifts?|\bconveying/i, "14"],
  [/\bplumbing|domestic water|sanitary waste|water heaters?|drainage and vent/i, "22"],
  [
    /\bhvac\b|heating|ventilat|air[- ]conditioning|ductwork|\bducts?\b|air handl|chillers?|boilers?|hydronic|refrigerat|testing,? adjusting,? and balancing/i,
    "23",
  ],
  [
    /\belectrical|lighting|wiring|conductors|panelboards?|switchboards?|switchgear|transformers?|generators?|grounding/i,
    "26",
  ],
  [/\bcommunications|telecommunications|structured cabling|audio[- ]?visual|data cabling/i, "27"],
  [/\bearthwork|excavation|grading|site clearing|erosion|shoring|\bpil(es|ing)\b/i, "31"],
  [/\bpaving|asphalt|landscap|planting|irrigation|fenc(es|ing)|site furnishings|curbs/i, "32"],
  [/\butilit(y|ies)|storm drainage|sanitary sew|water distribution|manholes/i, "33"],
  [/\bdemolition|abatement|asbestos|hazardous materials?|site remediation/i, "02"],
];

/** The two-digit division code the title names, or null when nothing in it does. */
export function divisionCodeForTitle(title: string): string | null {
  for (const [words, code] of RULES) if (words.test(title)) return code;
  return null;
}
