import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalCopies, type Download } from "./local-copies";

const KEY_A = "0b6f2a52-1c4e-4f0e-9f59-3a8e6d1c2b7a.pdf";
const KEY_B = "5d0c7e11-2f3a-4b5c-8d9e-0a1b2c3d4e5f.pdf";

describe("local copies of stored uploads", () => {
  let root: string;
  let downloads: number;
  const download: Download = async (target) => {
    downloads += 1;
    await writeFile(target, "%PDF-1.7 book", { flag: "wx", mode: 0o600 });
  };
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "local-copies-"));
    downloads = 0;
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("downloads a reused copy once for readers arriving together", async () => {
    const copies = createLocalCopies(root);
    const opened = await Promise.all([1, 2, 3].map(() => copies.open(KEY_A, download, { reuse: true })));
    expect(downloads).toBe(1);
    expect(new Set(opened.map((copy) => copy.path)).size).toBe(1);
    await Promise.all(opened.map((copy) => copy.release()));
    await copies.open(KEY_A, download, { reuse: true });
    expect(downloads).toBe(1);
  });

  it("leaves no partial file when a download fails", async () => {
    const copies = createLocalCopies(root);
    const failing: Download = async (target) => {
      await writeFile(target, "%PDF-1.7 half");
      throw new Error("connection reset");
    };
    await expect(copies.open(KEY_A, failing, { reuse: true })).rejects.toThrow("connection reset");
    await expect(copies.open(KEY_B, failing, { reuse: false })).rejects.toThrow("connection reset");
    expect(readdirSync(join(root, "reused"))).toEqual([]);
    expect(readdirSync(join(root, "private"))).toEqual([]);
  });

  it("deletes copies not opened for the idle time, with their page images, but never one being read", async () => {
    let now = Date.now();
    const copies = createLocalCopies(root, { idleMs: 60_000, now: () => now });
    const idle = await copies.open(KEY_A, download, { reuse: true });
    await idle.release();
    mkdirSync(`${idle.path}.pages`);
    writeFileSync(join(`${idle.path}.pages`, "1-1000.png"), "png");
    const reading = await copies.open(KEY_B, download, { reuse: true });

    now += 5 * 60_000; // both untouched for five minutes; B is still being rendered from
    await (await copies.open(KEY_B, download, { reuse: true })).release();
    expect(existsSync(idle.path)).toBe(false);
    expect(existsSync(`${idle.path}.pages`)).toBe(false);
    expect(existsSync(reading.path)).toBe(true);
    await reading.release();
  });

  it("removes private copies left by a process that died a day ago, not today's", async () => {
    let now = Date.now();
    const copies = createLocalCopies(root, { now: () => now });
    const running = await copies.open(KEY_A, download, { reuse: false });
    mkdirSync(join(root, "private"), { recursive: true });
    const leftover = join(root, "private", `dead-${KEY_B}`);
    writeFileSync(leftover, "%PDF-1.7 left behind");
    now += 25 * 60 * 60_000;
    const later = await copies.open(KEY_B, download, { reuse: false });
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(running.path)).toBe(true); // still this process's scan
    await running.release();
    await later.release();
    expect(readdirSync(join(root, "private"))).toEqual([]);
  });
});
