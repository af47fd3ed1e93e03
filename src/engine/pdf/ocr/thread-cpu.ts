// CPU seconds one thread of this process has used, from Linux's /proc (user + system, in clock ticks of 1/100 s).
import { readFileSync } from "node:fs";

/** Linux's USER_HZ on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** Undefined when the thread is gone or /proc is not there (not Linux). */
export function threadCpuSeconds(tid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name, in parentheses, may hold spaces: fields are counted after it (utime and stime are 14 and 15).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : undefined;
}
