// The scan command's arguments, parsed with node:util's parseArgs: a usage error names what is wrong and the command
// exits 2 with the usage text on stderr.
import { parseArgs } from "node:util";
import { EXPORT_FORMATS, TITLE_STYLES, type ExportFormat, type ExportSettings } from "../contract/export-settings";

export const USAGE = `Usage: submittal-scan [options] <file.pdf | -> [more.pdf …]
       submittal-scan --compare [--addendum [--add-attached]] [--json] [--out variance.xlsx] <old> <new>
  -h, --help                  print this help and exit
      --version               print the version and exit
      --json                  print the register as indented JSON on stdout (the default prints it on one line)
      --no-ocr                do not OCR pages without a text layer
  -                           read one PDF from standard input; use -- before file names that start with "-"

Export (the register's selected items, as the results page exports them):
      --format FORMAT         procore (the 22-column import workbook), csv (the same columns, UTF-8 CSV),
                              register (the plain submittal register workbook) or viewpoint (Viewpoint
                              Team's submittal import workbook); needs --out
      --out FILE              write the export to FILE
      --xlsx FILE             shorthand for --format procore --out FILE
      --submittal-manager NAME  write NAME as every row's Submittal Manager
      --numbering STYLE       index (1, 2, 3 …; the default) or section (03 30 00-1, 03 30 00-2 …)
      --start-number N        the first number given (per section with --numbering section); default 1
      --title STYLE           description (the default), section-type ("Cast-in-Place Concrete – Product Data") or
                              section-label ("Cast-in-Place Concrete – Samples for Verification")
      --type-map FILE         the company's Procore types for the register's types: JSON
                              ({"Product Data": "Product Information"}) or CSV (register type, company type)
      --procore-check         list what Procore's import would refuse on stderr and exit 1 when anything
                              remains; without it, a Procore or CSV file is still checked and the findings
                              are printed as warnings (exit 0)
      --no-procore-check      do not check the exported file
      --fix-procore           apply the check's fixes before writing (shorten long titles, flatten line breaks,
                              fill the manager, renumber duplicates)

Send (the register's selected items, numbered and titled as the export writes them, to a Procore project):
      --send procore          create (or update) one submittal per item in the project, with the spec sections
                              Procore lacks; items already there (same number) are updated, never duplicated.
                              The files may be one register JSON (as this command prints it) instead of PDFs.
                              Reads PROCORE_ACCESS_TOKEN and PROCORE_COMPANY_ID from the environment, and
                              PROCORE_API_URL (default https://api.procore.com) or PROCORE_ENVIRONMENT=sandbox
      --project ID            the Procore project's id (required with --send)

Compare (two issues of a book, or a register and its addendum):
      --compare OLD NEW       compare two PDFs or two register JSON files (as this command prints them; told apart
                              by their content) and print the comparison as JSON on stdout: each requirement
                              unchanged, changed, added or removed, each section's change, the counts
      --addendum              NEW is an addendum: apply its instructions ("Delete Section 08 71 00 in its
                              entirety", "Replace Section 09 91 23 with the attached", "Revise paragraph 2.3.B to
                              read: …") to OLD and compare; NEW must be a PDF, whose text holds the instructions.
                              A section NEW carries without an instruction is compared as a new issue of it when
                              OLD holds it; otherwise it is listed on stderr as "Attached to the addendum, not
                              instructed" (and in the JSON's "attached") and not added
      --add-attached          with --addendum: add those sections' items as new (section kind "added")
      --out FILE              with --compare: write the variance report workbook to FILE

The optional AI pass runs when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set in the environment
(also LLM_ALL_SECTIONS, LLM_CONCURRENCY, LLM_TIMEOUT_MS). The register's warnings are repeated on stderr.
Pages are read by one thread per free core (SCAN_THREADS sets the number; 0 reads them in the main thread).
Exit status: 0 done, 1 the scan failed or the Procore check found problems, 2 a usage error.`;

export class UsageError extends Error {}

export type ExportArgs = {
  format: ExportFormat;
  out: string | null;
  submittalManager: string;
  numbering: "index" | "section";
  startNumber: number;
  title: ExportSettings["title"];
  /** The Procore check runs and its findings fail the command (exit 1). */
  procoreCheck: boolean;
  /** The Procore check runs and its findings are printed as warnings: the default for Procore and CSV files. */
  procoreWarnings: boolean;
  fixProcore: boolean;
  typeMapFile: string | null;
  /** --send procore --project ID: the Procore project the register is sent to. */
  sendProject: number | null;
};

export type CompareArgs = {
  command: "compare";
  json: boolean;
  noOcr: boolean;
  oldFile: string;
  newFile: string;
  /** The new file is an addendum whose instructions are applied to the old register. */
  addendum: boolean;
  /** The addendum's sections attached without an instruction are added as new (--add-attached). */
  addAttached: boolean;
  /** Where the variance report workbook goes, if anywhere. */
  out: string | null;
};

export type ScanArgs =
  | { command: "help" }
  | { command: "version" }
  | { command: "scan"; json: boolean; noOcr: boolean; files: string[]; export: ExportArgs }
  | CompareArgs;

/** Options that belong to the scan's export and mean nothing with --compare. */
const EXPORT_ONLY_OPTIONS = [
  "format",
  "xlsx",
  "submittal-manager",
  "numbering",
  "start-number",
  "title",
  "procore-check",
  "no-procore-check",
  "type-map",
  "fix-procore",
  "send",
  "project",
] as const;

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  version: { type: "boolean" },
  json: { type: "boolean" },
  "no-ocr": { type: "boolean" },
  format: { type: "string" },
  out: { type: "string" },
  xlsx: { type: "string" },
  "submittal-manager": { type: "string" },
  numbering: { type: "string" },
  "start-number": { type: "string" },
  title: { type: "string" },
  "procore-check": { type: "boolean" },
  "no-procore-check": { type: "boolean" },
  "type-map": { type: "string" },
  "fix-procore": { type: "boolean" },
  send: { type: "string" },
  project: { type: "string" },
  compare: { type: "boolean" },
  addendum: { type: "boolean" },
  "add-attached": { type: "boolean" },
} as const;

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name} must be one of ${allowed.join(", ")}, not "${value}"`);
}

function startNumber(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 99999)
    throw new UsageError(`--start-number must be 1 to 99999, not "${value}"`);
  return n;
}

function parseFailure(error: unknown): UsageError {
  // parseArgs throws TypeErrors with a code (ERR_PARSE_ARGS_UNKNOWN_OPTION, …) and a message naming the option.
  return new UsageError(error instanceof Error ? error.message.split("\n")[0]! : String(error));
}

export function parseScanArgs(argv: readonly string[]): ScanArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw parseFailure(error);
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: "help" };
  if (values.version) return { command: "version" };
  if (values.compare) return compareArgs(values, positionals);
  if (values.addendum) throw new UsageError("--addendum goes with --compare OLD NEW.");
  if (values["add-attached"]) throw new UsageError("--add-attached goes with --compare --addendum OLD NEW.");
  if (positionals.length === 0) throw new UsageError("No PDF given.");
  if (positionals.filter((p) => p === "-").length > 1)
    throw new UsageError("Standard input (-) can be read once only.");
  if (values.xlsx !== undefined && (values.format !== undefined || values.out !== undefined)) {
    throw new UsageError("--xlsx is shorthand for --format procore --out FILE; give one or the other.");
  }
  const format = oneOf("format", values.format, EXPORT_FORMATS, "procore");
  const out = values.xlsx ?? values.out ?? null;
  if (values.format !== undefined && out === null) throw new UsageError("--format needs --out FILE.");
  if (out === "") throw new UsageError("--out needs a file name.");
  if (values["procore-check"] && values["no-procore-check"])
    throw new UsageError("--procore-check and --no-procore-check contradict each other; give one.");
  if (values["type-map"] === "") throw new UsageError("--type-map needs a file name.");
  const sendProject = sendArgs(values.send, values.project);
  const importFile = out !== null && (format === "procore" || format === "csv");
  return {
    command: "scan",
    json: values.json ?? false,
    noOcr: values["no-ocr"] ?? false,
    files: positionals,
    export: {
      format,
      out,
      submittalManager: values["submittal-manager"]?.trim() ?? "",
      numbering: oneOf("numbering", values.numbering, ["index", "section"] as const, "index"),
      startNumber: startNumber(values["start-number"]),
      title: oneOf("title", values.title, TITLE_STYLES, "description"),
      procoreCheck: values["procore-check"] ?? false,
      procoreWarnings: importFile && !values["procore-check"] && !values["no-procore-check"],
      fixProcore: values["fix-procore"] ?? false,
      typeMapFile: values["type-map"] ?? null,
      sendProject,
    },
  };
}

function sendArgs(send: string | undefined, project: string | undefined): number | null {
  if (send === undefined) {
    if (project !== undefined) throw new UsageError("--project goes with --send procore.");
    return null;
  }
  if (send !== "procore") throw new UsageError(`--send must be procore, not "${send}"`);
  if (project === undefined || !/^\d{1,15}$/.test(project) || Number(project) < 1) {
    throw new UsageError("--send procore needs --project ID, the Procore project's id (a number).");
  }
  return Number(project);
}

function compareArgs(
  values: Partial<Record<keyof typeof OPTIONS, string | boolean>>,
  positionals: string[],
): CompareArgs {
  const misplaced = EXPORT_ONLY_OPTIONS.find((name) => values[name] !== undefined);
  if (misplaced)
    throw new UsageError(`--${misplaced} is an export option; --compare writes the variance report (--out).`);
  if (positionals.length !== 2) throw new UsageError("--compare needs two files: the old issue and the new one.");
  if (positionals.includes("-")) throw new UsageError("--compare reads files only, not standard input.");
  const out = typeof values.out === "string" ? values.out : null;
  if (out === "") throw new UsageError("--out needs a file name.");
  if (values["add-attached"] && !values.addendum)
    throw new UsageError("--add-attached goes with --compare --addendum OLD NEW.");
  return {
    command: "compare",
    json: values.json === true,
    noOcr: values["no-ocr"] === true,
    oldFile: positionals[0]!,
    newFile: positionals[1]!,
    addendum: values.addendum === true,
    addAttached: values["add-attached"] === true,
    out,
  };
}
