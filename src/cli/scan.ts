// `submittal-scan` (`npm run scan`): PDFs in, one submittal register (JSON) on stdout, optionally an export file;
// or, with --compare, two issues of a book in and their comparison out (compare-command.ts).
// Errors go to stderr: exit 1 when the scan fails (or the Procore check finds problems), 2 on a usage error.
import { existsSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { version } from "../../package.json";
import {
  scanPdfs,
  countPages,
  isPdfError,
  readLlmConfigFromEnv,
  readOcrSettings,
  type LlmConfig,
  type ScanProgress,
} from "../engine";
import type { TypeMapping } from "../contract/export-settings";
import type { ExtractedData } from "../contract/submittal";
import { parseScanArgs, UsageError, USAGE, type ScanArgs } from "./scan-args";

// Start-up time is part of every scan: the PDF library, the AI pass's schemas and the Excel writer load only when a
// run needs them (a multi-file check, LLM_* settings, an export). The PDF workers load the PDF library themselves.

const STDIN_NAME = "stdin.pdf";

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function parseOrExit(argv: string[]): ScanArgs {
  try {
    return parseScanArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) fail(`${error.message}\n${USAGE}`, 2);
    throw error;
  }
}

async function readTypeMapOrExit(path: string): Promise<TypeMapping[]> {
  const { readTypeMap } = await import("./read-type-map");
  try {
    return await readTypeMap(path);
  } catch (error) {
    if (error instanceof UsageError) fail(`${error.message}\n${USAGE}`, 2);
    throw error;
  }
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
  try {
    return readLlmConfigFromEnv(process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

/** OCR_ENGINE and OCR_PAGE_CPU_SECONDS checked before any work (the page threads read them as they OCR). */
function checkOcrSettings(): void {
  try {
    readOcrSettings(process.env);
  } catch (error) {
    fail(`Invalid OCR configuration: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * SCAN_THREADS, as the server reads it: that many page threads. Unset, the engine chooses (one per core the process
 * may use, more than one only when the book and the free cores pay for it).
 */
function pageThreads(): number | undefined {
  const value = process.env.SCAN_THREADS?.trim();
  if (!value) return undefined;
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 0 || threads > 16)
    fail("SCAN_THREADS must be a whole number from 0 to 16");
  return threads;
}

/** "-" becomes a temporary copy of standard input, since the PDF reader opens files by path. */
async function stdinToFile(): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const dir = await mkdtemp(join(tmpdir(), "submittal-scan-"));
  const path = join(dir, STDIN_NAME);
  await writeFile(path, Buffer.concat(chunks));
  return { path, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

async function scan(args: Extract<ScanArgs, { command: "scan" }>): Promise<number> {
  const llm = await readLlmConfig();
  checkOcrSettings();
  for (const file of args.files) {
    if (file === "-") continue;
    // A path that names no file is a mistake in the command line, not a failed scan: usage error.
    if (!existsSync(file)) fail(`File not found: ${file}\n${USAGE}`, 2);
    if (!statSync(file).isFile()) fail(`Not a file: ${file}\n${USAGE}`, 2);
  }
  // The type map is read before any page, so a bad file is a usage error that costs no scan.
  const typeMapping = args.export.typeMapFile ? await readTypeMapOrExit(args.export.typeMapFile) : [];
  const stdin = args.files.includes("-") ? await stdinToFile() : null;
  const paths = args.files.map((file) => (file === "-" ? stdin!.path : file));
  const shown = (path: string) => (stdin && path === stdin.path ? "-" : path);
  const named = (path: string, error: unknown) =>
    `${shown(path)}: ${isPdfError(error) ? error.message : "This PDF could not be read."}`;
  let failure: string;
  try {
    // With several files, open every one first so a bad one is named before any work is done. A single file is
    // opened by the scan itself before its first page, with the same message.
    if (paths.length > 1) {
      for (const path of paths) {
        const error = await countPages(path).then(
          () => null,
          (e: unknown) => e,
        );
        if (error !== null) return failAfter(named(path, error), stdin);
      }
    }
    const data = await readRegisterOrScan(args, paths, llm);
    let problems = 0;
    if (args.export.out || args.export.procoreCheck) {
      const { writeCliExport } = await import("./write-cli-export");
      const firstName = args.files[0] === "-" ? STDIN_NAME : args.files[0]!;
      problems = (await writeCliExport(data, firstName, args.export, typeMapping)).problems.length;
    }
    if (args.export.sendProject !== null) problems += await sendOrExplain(data, args, typeMapping);
    // stdout carries the register only; people (and scripts checking stderr) see what went wrong here.
    for (const warning of data.warnings ?? []) process.stderr.write(`Warning: ${warning}\n`);
    process.stdout.write(`${JSON.stringify(data, null, args.json ? 2 : 0)}\n`);
    await stdin?.cleanup();
    return problems > 0 ? 1 : 0;
  } catch (error) {
    if (isPdfError(error)) failure = paths.length === 1 ? named(paths[0]!, error) : error.message;
    else failure = `Scan failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  return failAfter(failure, stdin);
}

/** With --send, one register JSON (as the command prints it) stands for the scan; otherwise the PDFs are scanned. */
async function readRegisterOrScan(
  args: Extract<ScanArgs, { command: "scan" }>,
  paths: string[],
  llm: LlmConfig | undefined,
): Promise<ExtractedData> {
  if (args.export.sendProject !== null && paths.length === 1) {
    const { isJsonFile, readRegisterJson, InputError } = await import("./compare-command");
    if (await isJsonFile(paths[0]!)) {
      try {
        return await readRegisterJson(paths[0]!);
      } catch (error) {
        if (error instanceof InputError) fail(error.message);
        throw error;
      }
    }
  }
  const threads = pageThreads();
  return scanPdfs(paths, {
    onProgress: progressPrinter(),
    ocr: !args.noOcr,
    ...(threads !== undefined && { threads }),
    ...(llm && { llm }),
  });
}

/** The send's refused items, counted as problems (exit 1); a send that cannot run stops the command. */
async function sendOrExplain(
  data: ExtractedData,
  args: Extract<ScanArgs, { command: "scan" }>,
  typeMapping: TypeMapping[],
): Promise<number> {
  const { sendToProcore } = await import("./send-procore-command");
  try {
    return (await sendToProcore(data, args.export, typeMapping)).refused;
  } catch (error) {
    fail(`Send to Procore failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function compare(args: Extract<ScanArgs, { command: "compare" }>): Promise<number> {
  const { runCompare, writeVarianceReport, attachedListing, InputError } = await import("./compare-command");
  try {
    const outcome = await runCompare(args);
    if (args.out) await writeVarianceReport(outcome, args.newFile, args.out);
    for (const warning of outcome.comparison.warnings) process.stderr.write(`Warning: ${warning}\n`);
    process.stderr.write(attachedListing(outcome.comparison));
    process.stdout.write(`${JSON.stringify(outcome.comparison, null, args.json ? 2 : 0)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) fail(`${error.message}\n${USAGE}`, 2);
    if (error instanceof InputError) fail(error.message);
    fail(`Compare failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Removes standard input's temporary copy, then stops with the message. */
async function failAfter(message: string, stdin: { cleanup: () => Promise<void> } | null): Promise<never> {
  await stdin?.cleanup();
  fail(message);
}

/**
 * `submittal-scan … | head`: the reader closed the pipe, which is how a pipeline says "enough". Stop quietly
 * instead of printing an EPIPE stack trace.
 */
function exitQuietlyOnClosedPipe(): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
}

async function main(): Promise<void> {
  exitQuietlyOnClosedPipe();
  const args = parseOrExit(process.argv.slice(2));
  if (args.command === "help") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (args.command === "version") {
    process.stdout.write(`${version}\n`);
    return;
  }
  process.exitCode = args.command === "compare" ? await compare(args) : await scan(args);
}

await main();
