// The S3 file store against a real S3-compatible server on loopback: multipart uploads streamed from a source,
// local copies for mupdf, deletion, listing, and what an unreachable bucket looks like to callers.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StoreUnavailableError, type FileStore } from "../../../src/server/storage/file-store";
import { createLocalCopies } from "../../../src/server/storage/local-copies";
import { createS3Client, createS3FileStore } from "../../../src/server/storage/s3-file-store";
import { readStorageConfig, type S3StorageConfig } from "../../../src/server/storage/storage-config";
import { startS3Server, type S3TestServer } from "../helpers/s3-server";

const MB = 1024 * 1024;

/** `size` bytes starting with a PDF signature, generated chunk by chunk as the store reads them. */
function generated(size: number, seed: number, failAfter?: number): { stream: Readable; sha256: () => string } {
  const hash = createHash("sha256");
  let sent = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error("client went away"));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(256 * 1024, size - sent), (sent / 1024 + seed) % 251);
      if (sent === 0) chunk.write("%PDF-1.7\n");
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest("hex") };
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

describe("S3 file store", () => {
  let s3: S3TestServer;
  let store: FileStore;
  let copiesDir: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    const config = readStorageConfig(s3.env).storage as S3StorageConfig;
    copiesDir = mkdtempSync(join(tmpdir(), "object-copies-"));
    store = createS3FileStore({
      client: createS3Client(config),
      bucket: config.bucket,
      copies: createLocalCopies(copiesDir),
    });
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(copiesDir, { recursive: true, force: true });
  });

  it("streams a 20 MB upload into the bucket in parts and gives a scan a private 0600 copy that release deletes", async () => {
    const source = generated(20 * MB, 1);
    const saved = await store.save(source.stream);
    expect(saved.size).toBe(20 * MB);
    expect(await s3.objectNames()).toContain(`uploads/${saved.key}`);

    const local = await store.openLocal(saved.key);
    expect(local.path.startsWith(copiesDir)).toBe(true);
    expect(statSync(local.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(local.path, "..")).mode & 0o777).toBe(0o700);
    expect(await sha256Of(local.path)).toBe(source.sha256());
    const second = await store.openLocal(saved.key);
    expect(second.path).not.toBe(local.path); // each scan its own copy
    await local.release();
    expect(existsSync(local.path)).toBe(false);
    expect(existsSync(second.path)).toBe(true);
    await second.release();
    await store.remove(saved.key);
  });

  it("reads the source only a few parts ahead of the bucket, never the whole file into memory", async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    chunk.write("%PDF-1.7\n");
    const size = 200 * MB;
    let produced = 0;
    const source = new Readable({
      read() {
        if (produced >= size) return void this.push(null);
        produced += chunk.length;
        this.push(chunk);
      },
    });
    s3.freeze(); // the bucket stops answering: whatever the store reads now, it has to hold
    let saving: Promise<{ key: string; size: number }> | undefined;
    try {
      saving = store.save(source);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      console.info(`read ahead of a stalled bucket: ${(produced / MB).toFixed(0)} MB of ${size / MB} MB`);
      expect(produced).toBeLessThan(40 * MB); // two 8 MB parts in flight, one being filled, stream buffers
    } finally {
      s3.thaw();
    }
    const saved = await saving;
    expect(saved.size).toBe(size);
    await store.remove(saved.key);
  }, 120_000);

  it("leaves nothing in the bucket when the source fails, before or after the first part", async () => {
    const before = await s3.objectNames();
    await expect(store.save(generated(20 * MB, 2, 12 * MB).stream)).rejects.toThrow("client went away");
    await expect(store.save(generated(MB, 3, 100 * 1024).stream)).rejects.toThrow("client went away");
    expect(await s3.objectNames()).toEqual(before);
  });

  it("shares one kept copy between viewers; remove deletes the object, the copy and its page images", async () => {
    const saved = await store.save(generated(MB, 4).stream);
    const [a, b] = await Promise.all([
      store.openLocal(saved.key, { reuse: true }),
      store.openLocal(saved.key, { reuse: true }),
    ]);
    expect(a.path).toBe(b.path);
    await a.release();
    await b.release();
    expect(existsSync(a.path)).toBe(true); // kept for the next page
    mkdirSync(`${a.path}.pages`);
    writeFileSync(join(`${a.path}.pages`, "1-1000.png"), "png");

    await store.remove(saved.key);
    await store.remove(saved.key); // a missing key is not an error
    expect(await s3.objectNames()).not.toContain(`uploads/${saved.key}`);
    expect(existsSync(a.path)).toBe(false);
    expect(existsSync(`${a.path}.pages`)).toBe(false);
    await expect(store.openLocal(saved.key)).rejects.toThrow("Stored file not found");
    await expect(store.openLocal(saved.key)).rejects.not.toBeInstanceOf(StoreUnavailableError);
  });

  it("lists its own uploads with their last write, and nothing else in the bucket", async () => {
    const saved = await store.save(generated(1024, 5).stream);
    for (const Key of ["uploads/notes.txt", "elsewhere/0b6f2a52-1c4e-4f0e-9f59-3a8e6d1c2b7a.pdf"]) {
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: "x" }));
    }
    const listed = await store.list();
    expect(listed.map((entry) => entry.key)).toEqual([saved.key]);
    expect(Math.abs(Date.now() - (listed[0]?.modifiedAt.getTime() ?? 0))).toBeLessThan(60_000);
    await store.remove(saved.key);
  });

  it("refuses keys that are not upload keys", async () => {
    await expect(store.openLocal("../../etc/passwd")).rejects.toThrow("Invalid file store key");
    await expect(store.remove("notes.txt")).rejects.toThrow("Invalid file store key");
  });

  it("reports an unreachable bucket as unavailable (retry later), not as a missing file", async () => {
    const saved = await store.save(generated(1024, 6).stream);
    await s3.kill();
    try {
      await expect(store.openLocal(saved.key)).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.save(generated(1024, 7).stream)).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      await s3.start();
    }
    const local = await store.openLocal(saved.key);
    expect(statSync(local.path).size).toBe(1024);
    await local.release();
    await store.remove(saved.key);
  }, 60_000);

  it("keeps an object's bytes intact for a random binary body", async () => {
    const bytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(3 * MB)]);
    const saved = await store.save(Readable.from([bytes]));
    const local = await store.openLocal(saved.key);
    expect(await sha256Of(local.path)).toBe(createHash("sha256").update(bytes).digest("hex"));
    await local.release();
    await store.remove(saved.key);
  });
});
