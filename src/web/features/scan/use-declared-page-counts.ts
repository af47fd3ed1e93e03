// Each chosen PDF's declared page count, read in the browser from the file's bytes before anything is uploaded
// (contract/declared-page-count.ts): the list shows it, and warns of a file over the pages-per-file limit, before
// Start AI Processing takes a credit (docs/decisions/0290-pages-per-file-limit-counted-where-cheap.md).
import { useEffect, useState } from "react";
import { DeclaredPageCounter } from "../../../contract/declared-page-count";

/** Reads the file a chunk at a time (never whole in memory). */
async function readDeclaredPages(file: File): Promise<number | undefined> {
  const counter = new DeclaredPageCounter();
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return counter.finish();
    counter.push(value);
  }
}

/** One reading per file however often the list changes. */
const readings = new WeakMap<File, Promise<number | undefined>>();

function declaredPagesOf(file: File): Promise<number | undefined> {
  let reading = readings.get(file);
  if (!reading) {
    reading = readDeclaredPages(file).catch(() => undefined);
    readings.set(file, reading);
  }
  return reading;
}

/** A file absent from the map is still being read; `undefined`: its count is not in its bytes (its scan counts it). */
export function useDeclaredPageCounts(files: readonly File[]): ReadonlyMap<File, number | undefined> {
  const [counts, setCounts] = useState<ReadonlyMap<File, number | undefined>>(new Map());
  useEffect(() => {
    let current = true;
    for (const file of files) {
      void declaredPagesOf(file).then((pages) => {
        if (current) setCounts((old) => (old.has(file) ? old : new Map(old).set(file, pages)));
      });
    }
    return () => {
      current = false;
    };
  }, [files]);
  return counts;
}
