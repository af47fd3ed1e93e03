import { describe, expect, it } from "vitest";
import type { ProgressMessage } from "../../../contract/scans";
import { createInProcessProgressBus } from "./progress-bus";

const message = (scanId: string, status: ProgressMessage["status"], currentChunk = 0): ProgressMessage => ({
  scanId,
  currentChunk,
  totalChunks: 10,
  status,
  message: `page ${currentChunk}`,
});

describe("in-process progress bus", () => {
  it("delivers a scan's messages only to its subscribers, until they unsubscribe", async () => {
    const bus = createInProcessProgressBus();
    const seenA: number[] = [];
    const seenB: number[] = [];
    const stopA = bus.subscribe("a", (m) => seenA.push(m.currentChunk));
    bus.subscribe("b", (m) => seenB.push(m.currentChunk));
    await bus.publish(message("a", "processing", 1));
    await bus.publish(message("b", "processing", 7));
    stopA();
    await bus.publish(message("a", "processing", 2));
    expect(seenA).toEqual([1]);
    expect(seenB).toEqual([7]);
  });

  it("remembers the latest message of a running scan and forgets it once the scan ends", async () => {
    const bus = createInProcessProgressBus();
    await bus.publish(message("a", "processing", 3));
    await bus.publish(message("a", "processing", 4));
    expect(bus.latest("a")?.currentChunk).toBe(4);
    await bus.publish(message("a", "completed", 10));
    expect(bus.latest("a")).toBeUndefined();
  });

  it("never moves a running scan's progress back (ranges read by several workers report out of order)", async () => {
    const bus = createInProcessProgressBus();
    const seen: number[] = [];
    bus.subscribe("a", (m) => seen.push(m.currentChunk));
    for (const page of [2, 5, 4, 7]) await bus.publish(message("a", "processing", page));
    await bus.publish(message("a", "failed", 0));
    expect(seen).toEqual([2, 5, 7, 0]);
  });
});
