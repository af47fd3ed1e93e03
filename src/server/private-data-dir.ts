// DATA_DIR holds the database, the uploads, the lock and the session secret: only the server's own user may read
// or write any of it, whatever umask the server was started with (a permissive 000 made PGlite's files 0666).
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { isMainThread } from "node:worker_threads";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Files this process creates from now on are private: the embedded database writes its files through Node's default
 * modes, which only the umask narrows. Worker threads cannot set it and share the main thread's anyway.
 */
export function usePrivateFileModes(): void {
  if (isMainThread) process.umask(0o077);
}

/** Creates DATA_DIR (or a folder in it) as 0700 and narrows anything already inside to 0700 / 0600. */
export function makeDirPrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  narrowModes(dir);
}

function narrowModes(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
    for (const name of readdirSync(path)) narrowModes(join(path, name));
  } else if ((stat.mode & 0o077) !== 0) {
    chmodSync(path, stat.mode & PRIVATE_FILE_MODE);
  }
}
