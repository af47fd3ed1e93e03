// Every labelled set the team has, as PDFs to scan with their keys and the author (or owner) each section is by:
// the repository's public-domain sections (tests/fixtures/specs), the repository's own keys of books kept beside the
// checkout (tests/fixtures/specs/keys, read only where ../shared is present), and the evaluation corpora in ../shared.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { SPEC_PDFS, specPdf, writeSpecPdfs, type SpecPdf } from "../../tests/fixtures/specs/write-spec-pdfs";

const labelSchema = z.object({
  type: z.string(),
  description: z.string(),
  ref: z.string().default(""),
});
const sectionSchema = z.object({
  section: z.string(),
  author: z.string().optional(),
  submittals: z.array(labelSchema),
});
const labelFileSchema = z.object({
  source: z.string().optional(),
  shared_source: z.string().optional(),
  author: z.string().optional(),
  keyed_sections_only: z.boolean().optional(),
  sections: z.array(sectionSchema),
});

export type KeyedSubmittal = z.infer<typeof labelSchema>;
export type KeyedSection = { section: string; author: string; submittals: KeyedSubmittal[] };
export type LabelledSet = {
  /** A name for reports: the label file. */
  name: string;
  pdf: string;
  /** Only these sections' items are scored (a key of part of a book). */
  keyedOnly: boolean;
  /** The author of items found in sections the key does not name (a whole file's key: they are all extras). */
  author: string;
  sections: KeyedSection[];
};

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const SHARED_DIR = resolve(process.env.SHARED_DIR ?? join(ROOT, "..", "shared"));

// Who wrote each file of the evaluation corpora in ../shared (from their SOURCES.md and README files), by file name:
// the label files there carry no author. A file that holds sections by two authors names them per section.
const SHARED_AUTHORS: [RegExp, string][] = [
  [/^HF Sample (?:3|5)\b/, "hks"],
  [/^HF Sample (?:9|11)\b/, "wsp"],
  [/^raw_text\.|^takeda-/, "crb"],
  [/^current_spec\.SECTION_(?:06_16_00|10_28_13)\b/, "moffitt-architect"],
  [/^current_spec\./, "tlc"],
  [/^2[123] ?0[0-9]00|^23\d{4} /, "bwa"],
  [/^the_grove/, "grove"],
  [/^\d{2}_\d{2}_\d{2}\.json$/, "ufgs"],
  [/^\d{2}-\d{2}-\d{2}-/, "wsu"],
  [/^story-county/, "story-county"],
];
const SECTION_AUTHORS: Record<string, Record<string, string>> = {
  "HF Sample 7.json": { "01 10 00": "hks", "23 31 13": "crb", "23 09 10": "crb" },
};

function sharedAuthor(file: string, section: string): string {
  const bySection = SECTION_AUTHORS[file]?.[section];
  if (bySection) return bySection;
  const found = SHARED_AUTHORS.find(([pattern]) => pattern.test(file));
  if (!found) throw new Error(`no author known for ${file}: add it to SHARED_AUTHORS`);
  return found[1];
}

function readLabelFile(path: string) {
  return labelFileSchema.parse(JSON.parse(readFileSync(path, "utf8")));
}

function labelledSet(
  name: string,
  pdf: string,
  file: z.infer<typeof labelFileSchema>,
  author: (section: string) => string,
): LabelledSet {
  const sections = file.sections.map((s) => ({
    section: s.section,
    author: s.author ?? file.author ?? author(s.section),
    submittals: s.submittals,
  }));
  return {
    name,
    pdf,
    keyedOnly: file.keyed_sections_only === true,
    author: file.author ?? sections[0]?.author ?? author(""),
    sections,
  };
}

/** The repository's public-domain sections, each as published (one section per PDF). */
async function repositorySets(): Promise<LabelledSet[]> {
  await writeSpecPdfs();
  const labels = join(ROOT, "tests", "fixtures", "specs", "labels");
  const out: LabelledSet[] = [];
  for (const [name, pdf] of Object.entries(SPEC_PDFS) as [keyof typeof SPEC_PDFS, SpecPdf][]) {
    if (pdf.layout !== "published" || pdf.scanned || pdf.sections.length !== 1) continue;
    const key = pdf.sections[0]!.key;
    const file = readLabelFile(join(labels, `${key}.json`));
    out.push(labelledSet(`repo:${key}`, specPdf(name), file, () => file.author ?? "ufgs"));
  }
  return out;
}

/** The repository's own keys of books in ../shared (refs, types and short descriptions, no text of the books). */
function repositoryKeysOfSharedBooks(): LabelledSet[] {
  const dir = join(ROOT, "tests", "fixtures", "specs", "keys");
  if (!existsSync(dir)) return [];
  const out: LabelledSet[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()) {
    const file = readLabelFile(join(dir, name));
    if (!file.shared_source) continue;
    const pdf = join(SHARED_DIR, file.shared_source);
    if (!existsSync(pdf)) continue;
    out.push(labelledSet(`keys:${name}`, pdf, file, () => file.author ?? "unknown"));
  }
  return out;
}

function sharedCorpus(corpus: string): LabelledSet[] {
  const dir = join(SHARED_DIR, corpus);
  const labels = join(dir, "labels");
  if (!existsSync(labels)) return [];
  return readdirSync(labels)
    .filter((n) => n.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = readLabelFile(join(labels, name));
      return labelledSet(`${corpus}:${basename(name)}`, join(dir, file.source!), file, (s) => sharedAuthor(name, s));
    });
}

/** Whether the evaluation corpora beside the checkout are there (they are not in a clone of the repository alone). */
export function hasSharedCorpora(): boolean {
  return existsSync(join(SHARED_DIR, "corpus", "labels"));
}

export async function labelledSets(): Promise<LabelledSet[]> {
  return [
    ...(await repositorySets()),
    ...repositoryKeysOfSharedBooks(),
    ...sharedCorpus("corpus"),
    ...sharedCorpus("corpus-next"),
  ];
}
