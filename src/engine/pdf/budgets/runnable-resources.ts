// What a content stream can make mupdf run besides itself, read from its resource dictionary: form XObjects, Type 3
// fonts (their glyph procedures) and tiling patterns (their cells), and how often the stream paints each form.
import type * as mupdf from "mupdf";

export type RunnableResources = {
  forms: Map<string, mupdf.PDFObject>;
  type3Fonts: Map<string, mupdf.PDFObject>;
  patterns: Map<string, mupdf.PDFObject>;
};

/** How many times a content stream paints each named XObject (`/Name Do`). */
export function countPaints(content: Buffer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of content.toString("latin1").matchAll(/\/([^\s/[\]()<>{}%]+)\s*Do(?![^\s/[\]()<>{}%])/g)) {
    counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  return counts;
}

/** The entries of one resource category (XObject, Font, Pattern) that pass `keep`, by name. */
function resourceEntries(
  resources: mupdf.PDFObject | undefined,
  category: string,
  keep: (value: mupdf.PDFObject) => boolean,
): Map<string, mupdf.PDFObject> {
  const found = new Map<string, mupdf.PDFObject>();
  // mupdf's Null object has no document: resolving or reading it throws.
  if (!resources || resources.isNull()) return found;
  const entries = resources.resolve().get(category);
  if (entries.isNull() || !entries.resolve().isDictionary()) return found;
  entries.resolve().forEach((value, key) => {
    if (!value.isNull() && keep(value.resolve())) found.set(String(key), value);
  });
  return found;
}

const hasName = (object: mupdf.PDFObject, key: string, name: string) => {
  const value = object.get(key);
  return value.isName() && value.asName() === name;
};
const isForm = (value: mupdf.PDFObject) => hasName(value, "Subtype", "Form");
const isType3Font = (value: mupdf.PDFObject) => hasName(value, "Subtype", "Type3");
const isTilingPattern = (value: mupdf.PDFObject) => value.get("PatternType").valueOf() === 1;

export function runnableResources(resources: mupdf.PDFObject | undefined): RunnableResources {
  return {
    forms: resourceEntries(resources, "XObject", isForm),
    type3Fonts: resourceEntries(resources, "Font", isType3Font),
    patterns: resourceEntries(resources, "Pattern", isTilingPattern),
  };
}
