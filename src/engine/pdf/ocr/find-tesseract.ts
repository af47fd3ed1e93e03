// Finds Debian's `tesseract` program: on PATH, executable, and with the English language installed (tesseract-ocr-eng
// comes with tesseract-ocr on Debian, but a minimal install can lack it). Looked up once per thread.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

const found = new Map<string, string | undefined>();

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The program's path, or undefined when it is missing or cannot read English. */
export function findTesseract(env: Record<string, string | undefined> = process.env): string | undefined {
  const path = env.PATH ?? "";
  if (found.has(path)) return found.get(path);
  let program: string | undefined;
  for (const dir of path.split(delimiter)) {
    if (dir !== "" && executable(join(dir, "tesseract"))) {
      program = join(dir, "tesseract");
      break;
    }
  }
  if (program) {
    const langs = spawnSync(program, ["--list-langs"], { encoding: "utf8", timeout: 10_000, env: childEnv(env) });
    if (langs.status !== 0 || !/^eng$/m.test(langs.stdout ?? "")) program = undefined;
  }
  found.set(path, program);
  return program;
}

/**
 * The whole environment the program gets: where programs and its language data are, one thread, and nothing else
 * (no database URL, API key or session secret of the process that starts it).
 */
export function childEnv(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return {
    PATH: env.PATH ?? "/usr/bin:/bin",
    LC_ALL: "C",
    // One thread: pages are already spread over the page threads, and OpenMP's spinning would double the CPU.
    OMP_THREAD_LIMIT: "1",
    ...(env.TESSDATA_PREFIX ? { TESSDATA_PREFIX: env.TESSDATA_PREFIX } : {}),
  };
}
