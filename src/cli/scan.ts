// `scan` command: PDFs in, one submittal register (JSON) on stdout. Errors go to stderr with a non-zero exit.
import { existsSync, statSync } from "node:fs";
import { basename } from "node:path";
import { scanPdfs } from "../engine/scan-pdf";
import { countPages, isPdfError } from "../engine/pdf/extract-pages";
import type { LlmConfig } from "../engine/llm/llm-config";
import type { ExtractedData } from "../contract/submittal";
import type { ScanProgress } from "../engine/types";

// Start-up time is part of every scan: the PDF library, the AI pass's schemas and the Excel writer load only when a
// run needs them (a multi-file check, LLM_* settings, --xlsx). The PDF workers load the PDF library themselves.

const USAGE = `Usage: scan [--json] [--xlsx out.xlsx] [--no-ocr] <file.pdf> [more.pdf …]
  --json         print the register as indented JSON on stdout (the default prints it on one line)
  --xlsx FILE    also write the Procore import workbook to FILE
  --no-ocr       do not OCR pages without a text layer
The optional AI pass runs when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set in the environment
(also LLM_ALL_SECTIONS, LLM_CONCURRENCY, LLM_TIMEOUT_MS). The register's warnings are repeated on stderr.`;

type CliArgs = { json: boolean; files: string[]; noOcr: boolean; xlsx: string | null };

function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { json: false, files: [], noOcr: false, xlsx: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--json") args.json = true;
    else if (arg === "--no-ocr") args.noOcr = true;
    else if (arg === "--xlsx") {
      const out = argv[++i];
      if (!out || out.startsWith("--")) fail(`--xlsx needs an output file name.\n${USAGE}`);
      args.xlsx = out;
    } else if (arg === "--help" || arg === "-h") fail(USAGE, 0);
    else if (arg.startsWith("--")) fail(`Unknown option ${arg}.\n${USAGE}`);
    else args.files.push(arg);
  }
  if (args.files.length === 0) fail(`No PDF given.\n${USAGE}`);
  return args;
}

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function progressPrinter(): ((p: ScanProgress) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (p) => {
    if (p.stage === "done") process.stderr.write("\r\x1b[K");
    else if (p.stage === "ai") process.stderr.write(`\r\x1b[K${p.message}`);
    else process.stderr.write(`\r\x1b[KPages ${p.pagesDone} / ${p.totalPages}`);
  };
}

/** The AI pass settings, or a clear stop before any work when the variables are half set or malformed. */
async function readLlmConfig(): Promise<LlmConfig | undefined> {
  if (!Object.keys(process.env).some((name) => name.startsWith("LLM_"))) return undefined;
  const { readLlmConfigFromEnv } = await import("../engine/llm/llm-config");
  try {
    return readLlmConfigFromEnv(process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

async function writeWorkbook(data: ExtractedData, firstFile: string, out: string): Promise<void> {
  const { buildSubmittalWorkbook } = await import("../export/build-submittal-workbook");
  const { writeWorkbookFile } = await import("../export/write-workbook-node");
  const workbook = buildSubmittalWorkbook({
    extractedData: data,
    documentFileName: basename(firstFile),
    scanDate: new Date(),
  });
  await writeWorkbookFile(workbook, out);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const llm = await readLlmConfig();
  for (const file of args.files) {
    if (!existsSync(file)) fail(`File not found: ${file}`);
    if (!statSync(file).isFile()) fail(`Not a file: ${file}`);
  }
  const named = (file: string, error: unknown) =>
    `${file}: ${isPdfError(error) ? error.message : "This PDF could not be read."}`;
  // With several files, open every one first so a bad one is named before any work is done. A single file is
  // opened by the scan itself before its first page, with the same message.
  if (args.files.length > 1) {
    for (const file of args.files) await countPages(file).catch((error: unknown) => fail(named(file, error)));
  }
  try {
    const data = await scanPdfs(args.files, { onProgress: progressPrinter(), ocr: !args.noOcr, ...(llm && { llm }) });
    if (args.xlsx) await writeWorkbook(data, args.files[0]!, args.xlsx);
    // stdout carries the register only; people (and scripts checking stderr) see what went wrong here.
    for (const warning of data.warnings ?? []) process.stderr.write(`Warning: ${warning}\n`);
    process.stdout.write(`${JSON.stringify(data, null, args.json ? 2 : 0)}\n`);
  } catch (error) {
    if (isPdfError(error)) fail(args.files.length === 1 ? named(args.files[0]!, error) : error.message);
    fail(`Scan failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await main();
