// Numbers behind the building animation: how tall the building is (3 to 12 floors by book size, product §9), how much of
// it stands, and the percentage shown beside it.
import type { ProgressMessage } from "../../../contract/scans";
import { PREPARING_MESSAGE } from "../../../contract/scan-messages";
import { MB } from "../../../contract/uploads";

export const MIN_FLOORS = 3;
export const MAX_FLOORS = 12;

/** One more floor each time the book doubles: under 1 MB → 4 floors, 10 MB → 7, 50 MB → 9, 250 MB → 11. */
export function floorsForBookSize(totalBytes: number): number {
  const floors = MIN_FLOORS + Math.ceil(Math.log2(totalBytes / MB + 1));
  return Math.min(MAX_FLOORS, Math.max(MIN_FLOORS, floors));
}

export function progressPercent(message: ProgressMessage): number {
  if (message.status === "completed") return 100;
  if (message.totalChunks <= 0) return 0;
  return Math.min(99, Math.max(0, Math.round((message.currentChunk / message.totalChunks) * 100)));
}

export function floorsBuilt(percent: number, floors: number): number {
  return Math.min(floors, Math.floor((percent / 100) * floors));
}

/** Product §4: the view opens on this message until the server's first event arrives. */
export function initialProgressMessage(scanId: string): ProgressMessage {
  return {
    scanId,
    currentChunk: 0,
    totalChunks: 1,
    status: "processing",
    message: PREPARING_MESSAGE,
  };
}
