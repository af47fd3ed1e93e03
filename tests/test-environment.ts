// What this machine offers the test suite: Debian's chromium for the browser suites, PostgreSQL binaries for the suites
// that run a server of their own, Debian's tesseract for the OCR suites' native runs. Suites that need what is missing are skipped with one line each, not failed.
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { findTesseract } from "../src/engine/pdf/ocr/find-tesseract";
import type { OcrSettings } from "../src/engine/pdf/ocr/ocr-settings";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function haveChromium(): boolean {
  return executable(CHROMIUM_PATH);
}

/** The folder holding initdb and pg_ctl: Debian keeps them in /usr/lib/postgresql/<version>/bin, off PATH. */
export function postgresBinDir(): string | null {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort().reverse()) {
      const bin = join(debian, version, "bin");
      if (executable(join(bin, "initdb")) && executable(join(bin, "pg_ctl"))) return bin;
    }
  }
  for (const dir of (process.env.PATH ?? "").split(":")) {
    if (dir !== "" && executable(join(dir, "initdb")) && executable(join(dir, "pg_ctl"))) return dir;
  }
  return null;
}

export function havePostgresBinaries(): boolean {
  return postgresBinDir() !== null;
}

export function haveTesseract(): boolean {
  return findTesseract() !== undefined;
}

/**
 * The OCR engines an OCR suite runs against, each with its default page budget: tesseract.js always, Debian's
 * tesseract where it is installed (`skip` otherwise; `npm test` prints why, see skippedSuites).
 */
export const OCR_ENGINES: ReadonlyArray<{ name: string; settings: OcrSettings; skip: boolean }> = [
  { name: "tesseract.js", settings: { engine: "wasm" }, skip: false },
  {
    name: "native tesseract",
    settings: { engine: "native" },
    skip: !haveTesseract(),
  },
];

/** The lines `npm test` prints before it starts, naming each group of suites this machine cannot run and why. */
export function skippedSuites(): string[] {
  const lines: string[] = [];
  if (!haveChromium()) {
    lines.push(
      `skipped: chromium not found at ${CHROMIUM_PATH}: the browser suites (tests/e2e) do not run; install Debian's chromium or set CHROMIUM_PATH (npm run test:all installs it)`,
    );
  }
  if (!havePostgresBinaries()) {
    lines.push(
      "skipped: PostgreSQL binaries (initdb, pg_ctl) not found: the suites that start a PostgreSQL of their own do not run; install PostgreSQL (npm run test:all installs it)",
    );
  }
  if (!haveTesseract()) {
    lines.push(
      "skipped: tesseract (with English) not found on PATH: the OCR suites run with tesseract.js only, not also with Debian's tesseract-ocr (npm run test:all installs it)",
    );
  }
  if (!process.env.TEST_DATABASE_URL) {
    lines.push(
      "skipped: TEST_DATABASE_URL is not set: the integration suites run on embedded PGlite only, not also on PostgreSQL (npm run test:all starts a throw-away server)",
    );
  }
  return lines;
}
