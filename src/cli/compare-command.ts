// `submittal-scan --compare OLD NEW`: two issues of a book (PDFs, or registers this command printed) compared item
// by item; the comparison as JSON on stdout and, with --out, the variance report workbook. With --addendum, NEW is
// an addendum: the engine's one reading of it (applyAddendum, decision 0273) applies its instructions to OLD's register
// first, and the sections it attaches without an instruction are listed apart, added only with --add-attached.
import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { extractedDataSchema, type ExtractedData } from "../contract/submittal";
import { ATTACHED_NOT_INSTRUCTED, type RegisterComparison } from "../contract/register-comparison";
import {
  scanPdf,
  scanPageStream,
  extractPages,
  isPdfError,
  compareRegisters,
  applyAddendum,
  type PageText,
} from "../engine";
import { UsageError, type CompareArgs } from "./scan-args";

/** A file the command could not read as a register, named in the message. */
export class InputError extends Error {}

type Input = { register: ExtractedData; kind: "json" | "pdf"; text?: string };

/** Whether a file holds JSON (a register) rather than a PDF: its first character other than a space or a BOM. */
export async function isJsonFile(path: string): Promise<boolean> {
  const head = (await readFile(path)).subarray(0, 512).toString("utf8");
  return head
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("{");
}

export async function readRegisterJson(path: string): Promise<ExtractedData> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new InputError(`${path}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  const result = extractedDataSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new InputError(
      `${path}: not a submittal register (${issue.path.join(".") || "top level"}: ${issue.message}).`,
    );
  }
  return result.data;
}

/** The PDF's register and, when asked, its text (pages joined by a blank line), read in one pass over the pages. */
async function scanPdfWithText(path: string, ocr: boolean): Promise<{ register: ExtractedData; text: string }> {
  const pageTexts: string[] = [];
  async function* collect(pages: AsyncIterable<PageText>): AsyncGenerator<PageText> {
    for await (const page of pages) {
      pageTexts.push(page.lines.map((l) => l.text).join("\n"));
      yield page;
    }
  }
  const register = await scanPageStream({
    pages: collect(extractPages(path, { ocr })),
    fileName: basename(path),
    options: { ocr },
  });
  return { register, text: pageTexts.join("\n\n") };
}

async function readInput(path: string, ocr: boolean, wantText: boolean): Promise<Input> {
  if (!existsSync(path)) throw new UsageError(`File not found: ${path}`);
  if (!statSync(path).isFile()) throw new UsageError(`Not a file: ${path}`);
  try {
    if (await isJsonFile(path)) {
      if (wantText)
        throw new InputError(`${path}: --addendum needs the addendum's PDF, whose text holds its instructions.`);
      return { register: await readRegisterJson(path), kind: "json" };
    }
    if (wantText) return { ...(await scanPdfWithText(path, ocr)), kind: "pdf" };
    return { register: await scanPdf(path, { ocr }), kind: "pdf" };
  } catch (error) {
    if (isPdfError(error)) throw new InputError(`${path}: ${error.message}`);
    throw error;
  }
}

export type CompareOutcome = {
  comparison: RegisterComparison;
  /** The register the comparison's new sides index: NEW's, or OLD's with the addendum applied. */
  newRegister: ExtractedData;
  oldRegister: ExtractedData;
};

export async function runCompare(args: CompareArgs): Promise<CompareOutcome> {
  const ocr = !args.noOcr;
  const oldInput = await readInput(args.oldFile, ocr, false);
  const newInput = await readInput(args.newFile, ocr, args.addendum);
  if (!args.addendum) {
    return {
      comparison: compareRegisters(oldInput.register, newInput.register),
      oldRegister: oldInput.register,
      newRegister: newInput.register,
    };
  }
  const applied = applyAddendum(
    oldInput.register,
    { register: newInput.register, text: newInput.text ?? "" },
    { addAttached: args.addAttached },
  );
  return { comparison: applied.comparison, oldRegister: oldInput.register, newRegister: applied.register };
}

/**
 * The listing of the sections an addendum attached without an instruction, for stderr: each section with its items,
 * and whether they were added (--add-attached) or left out. Empty when there are none.
 */
export function attachedListing(comparison: RegisterComparison): string {
  const sections = comparison.attached ?? [];
  if (sections.length === 0) return "";
  const lines = sections.flatMap((s) => [
    `${ATTACHED_NOT_INSTRUCTED}: Section ${s.section}${s.sectionTitle ? ` ${s.sectionTitle}` : ""}, ${s.items.length} ${s.items.length === 1 ? "item" : "items"}, ${s.added ? "added as new" : "not added (--add-attached adds them)"}`,
    ...s.items.map((item) => `  ${item.ref ? `${item.ref} ` : ""}${item.description} (${item.submittalType})`),
  ]);
  return `${lines.join("\n")}\n`;
}

export async function writeVarianceReport(outcome: CompareOutcome, newFile: string, out: string): Promise<void> {
  const { buildVarianceWorkbook } = await import("../export/variance-workbook");
  const { writeWorkbookFile } = await import("../export/write-workbook-node");
  const workbook = buildVarianceWorkbook({ ...outcome, documentFileName: basename(newFile) });
  await writeWorkbookFile(workbook, out);
}
