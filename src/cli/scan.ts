// `scan` command: PDFs in, one submittal register (JSON) on stdout. Errors go to stderr with a non-zero exit.
import { existsSync, statSync } from "node:fs";
import { basename } from "node:path";
import { scanPdfs } from "../engine/scan-pdf";
import { countPages, isPdfError } from "../engine/pdf/extract-pages";
import { readLlmConfigFromEnv, type LlmConfig } from "../engine/llm/llm-config";
import type { ScanProgress } from "../engine/types";
import { buildSubmittalWorkbook } from "../export/build-submittal-workbook";
import { writeWorkbookFile } from "../export/write-workbook-node";

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
function readLlmConfig(): LlmConfig | undefined {
  try {
    return readLlmConfigFromEnv(process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const llm = readLlmConfig();
  for (const file of args.files) {
    if (!existsSync(file)) fail(`File not found: ${file}`);
    if (!statSync(file).isFile()) fail(`Not a file: ${file}`);
  }
  // Open every file first so a bad one is named before any work is done.
  for (const file of args.files) {
    await countPages(file).catch((error: unknown) => {
      fail(`${file}: ${isPdfError(error) ? error.message : "This PDF could not be read."}`);
    });
  }
  try {
    const data = await scanPdfs(args.files, { onProgress: progressPrinter(), ocr: !args.noOcr, ...(llm && { llm }) });
    if (args.xlsx) {
      const workbook = buildSubmittalWorkbook({
        extractedData: data,
        documentFileName: basename(args.files[0]!),
        scanDate: new Date(),
      });
      await writeWorkbookFile(workbook, args.xlsx);
    }
    // stdout carries the register only; people (and scripts checking stderr) see what went wrong here.
    for (const warning of data.warnings ?? []) process.stderr.write(`Warning: ${warning}\n`);
    process.stdout.write(`${JSON.stringify(data, null, args.json ? 2 : 0)}\n`);
  } catch (error) {
    if (isPdfError(error)) fail(error.message);
    fail(`Scan failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await main();
