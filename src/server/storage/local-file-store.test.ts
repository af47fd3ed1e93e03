import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalFileStore } from "./local-file-store";

describe("local file store", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "file-store-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("saves a stream, reads it back by key and removes it", async () => {
    const store = createLocalFileStore(join(root, "uploads"));
    const saved = await store.save(Readable.from([Buffer.from("%PDF-1.7 "), Buffer.from("rest")]));
    expect(saved.size).toBe(13);
    const local = await store.openLocal(saved.key);
    expect(await readFile(local.path, "utf8")).toBe("%PDF-1.7 rest");
    await local.release();
    await store.remove(saved.key);
    await store.remove(saved.key);
    expect(await readdir(join(root, "uploads"))).toEqual([]);
  });

  it("removes the page images cached beside an upload with it", async () => {
    const store = createLocalFileStore(join(root, "uploads"));
    const saved = await store.save(Readable.from([Buffer.from("%PDF-1.7")]));
    const { path } = await store.openLocal(saved.key);
    await mkdir(`${path}.pages`);
    await writeFile(join(`${path}.pages`, "1-1000.png"), "png");
    await store.remove(saved.key);
    expect(await readdir(join(root, "uploads"))).toEqual([]);
  });

  it("leaves nothing behind when the source stream fails", async () => {
    const store = createLocalFileStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from("%PDF-"));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(store.save(failing)).rejects.toThrow("client went away");
    expect(await readdir(root)).toEqual([]);
  });

  it("refuses keys that could escape the folder", async () => {
    const store = createLocalFileStore(root);
    await expect(store.openLocal("../../etc/passwd")).rejects.toThrow("Invalid file store key");
    await expect(store.remove("../x.pdf")).rejects.toThrow("Invalid file store key");
  });
});
