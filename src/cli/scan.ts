// `scan` command: PDFs in, one submittal register (JSON) on stdout. Errors go to stderr with a non-zero exit.
import { existsSync, statSync } from "node:fs";
import { scanPdfs } from "../engine/scan-pdf";
import { isPdfError } from "../engine/pdf/extract-pages";
import type { ScanProgress } from "../engine/types";

const USAGE = "Usage: scan --json <file.pdf> [more.pdf …]";

type CliArgs = { json: boolean; files: string[]; noOcr: boolean };

function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { json: false, files: [], noOcr: false };
  for (const arg of argv) {
    if (arg === "--json") args.json = true;
    else if (arg === "--no-ocr") args.noOcr = true;
    else if (arg === "--help" || arg === "-h") fail(USAGE, 0);
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
    else process.stderr.write(`\r\x1b[KPages ${p.pagesDone} / ${p.totalPages}`);
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  for (const file of args.files) {
    if (!existsSync(file)) fail(`File not found: ${file}`);
    if (!statSync(file).isFile()) fail(`Not a file: ${file}`);
  }
  try {
    const data = await scanPdfs(args.files, { onProgress: progressPrinter(), ocr: !args.noOcr });
    process.stdout.write(`${JSON.stringify(data, null, args.json ? 2 : 0)}\n`);
  } catch (error) {
    if (isPdfError(error)) fail(`${error.message}`);
    fail(`Scan failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await main();
