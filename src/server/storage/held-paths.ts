// The local paths this process is reading now, counted per reader, so housekeeping never deletes a file in use.
import type { LocalFile } from "./file-store";

export type HeldPaths = {
  hold: (path: string) => void;
  letGo: (path: string) => void;
  isHeld: (path: string) => boolean;
  /** A held copy whose release lets go of it once, however often it is called, then runs `cleanUp`. */
  heldFile: (path: string, cleanUp?: () => Promise<void>) => LocalFile;
};

export function createHeldPaths(): HeldPaths {
  const readers = new Map<string, number>();

  const hold = (path: string) => void readers.set(path, (readers.get(path) ?? 0) + 1);
  const letGo = (path: string) => {
    const left = (readers.get(path) ?? 1) - 1;
    if (left > 0) readers.set(path, left);
    else readers.delete(path);
  };

  function heldFile(path: string, cleanUp?: () => Promise<void>): LocalFile {
    let released = false;
    return {
      path,
      release: async () => {
        if (released) return;
        released = true;
        letGo(path);
        await cleanUp?.();
      },
    };
  }

  return { hold, letGo, isHeld: (path) => readers.has(path), heldFile };
}
