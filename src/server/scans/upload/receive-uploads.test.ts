// Upload handling over real HTTP (Fastify + multipart) into a real folder, with a small per-file limit.
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandlers } from "../../http/error-handler";
import type { FileStore } from "../../storage/file-store";
import { createLocalFileStore } from "../../storage/local-file-store";
import { cleanFileName, receiveUploads } from "./receive-uploads";

const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(Math.max(0, size - 9), 0x20)]);

describe("receiveUploads", () => {
  let app: FastifyInstance;
  let root: string;
  let url: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "receive-uploads-"));
    const files = createLocalFileStore(root);
    app = Fastify();
    registerErrorHandlers(app);
    await app.register(multipart);
    app.post<{ Querystring: { balance: string } }>("/upload", async (request) =>
      receiveUploads({ request, files, maxFiles: 2, balance: Number(request.query.balance), maxFileBytes: 4096 }),
    );
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  async function send(balance: number, parts: { name: string; bytes: Buffer }[]) {
    const form = new FormData();
    for (const part of parts) form.append("files", new Blob([part.bytes]), part.name);
    const res = await fetch(`${url}/upload?balance=${balance}`, { method: "POST", body: form });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  it("stores PDFs and reports their names, sizes and SHA-256s", async () => {
    const [a, b] = [pdf(1000), Buffer.concat([pdf(4000), Buffer.from("%%EOF\n".repeat(16))])];
    const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
    const res = await send(5, [
      { name: "a.pdf", bytes: a },
      { name: "C:\\specs\\b.pdf", bytes: b },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { fileName: "a.pdf", size: 1000, storageKey: expect.stringMatching(/\.pdf$/), sha256: sha256(a) },
      { fileName: "b.pdf", size: 4096, storageKey: expect.stringMatching(/\.pdf$/), sha256: sha256(b) },
    ]);
    expect(await readdir(root)).toHaveLength(2);
    await rm(root, { recursive: true, force: true });
  });

  it("refuses a file over the limit with 413 and keeps nothing", async () => {
    const res = await send(5, [
      { name: "ok.pdf", bytes: pdf(100) },
      { name: "big.pdf", bytes: pdf(4097) },
    ]);
    expect(res).toEqual({
      status: 413,
      body: { message: "File is too large. The maximum size is 250 MB.", code: "PAYLOAD_TOO_LARGE" },
    });
    expect(await readdir(root).catch(() => [])).toEqual([]);
  });

  it("refuses content that is not a PDF whatever its name, and keeps nothing", async () => {
    const res = await send(5, [{ name: "notes.pdf", bytes: Buffer.from("plain text ".repeat(200)) }]);
    expect(res).toEqual({ status: 400, body: { message: "Only PDF files can be scanned.", code: "BAD_REQUEST" } });
    expect(await readdir(root).catch(() => [])).toEqual([]);
  });

  it("stops storing once the balance cannot pay, and names the full cost", async () => {
    const res = await send(1, [
      { name: "a.pdf", bytes: pdf(100) },
      { name: "b.pdf", bytes: pdf(100) },
    ]);
    expect(res).toEqual({
      status: 402,
      body: {
        message: "You need 2 credit(s) to scan these documents. You have 1 credit(s).",
        code: "INSUFFICIENT_CREDITS",
      },
    });
    expect(await readdir(root).catch(() => [])).toEqual([]);
  });

  it("refuses more files than allowed", async () => {
    const three = ["a", "b", "c"].map((n) => ({ name: `${n}.pdf`, bytes: pdf(100) }));
    const res = await send(5, three);
    expect(res).toEqual({
      status: 400,
      body: { message: "You can upload at most 2 files at a time.", code: "BAD_REQUEST" },
    });
    expect(await readdir(root).catch(() => [])).toEqual([]);
  });

  it("has removed a refused file before it answers, even where removal is slow", async () => {
    // A store on slow storage: a failed save takes a while to delete what it wrote.
    const slowRoot = await mkdtemp(join(tmpdir(), "receive-uploads-slow-"));
    const local = createLocalFileStore(slowRoot);
    const slow: FileStore = {
      ...local,
      save: async (source) => {
        const key = `${randomUUID()}.pdf`;
        const path = join(slowRoot, key);
        try {
          await pipeline(source, createWriteStream(path));
        } catch (error) {
          await sleep(100);
          await rm(path, { force: true });
          throw error;
        }
        return { key, size: (await stat(path)).size };
      },
    };
    const slowApp = Fastify();
    registerErrorHandlers(slowApp);
    await slowApp.register(multipart);
    slowApp.post("/upload", async (request) => receiveUploads({ request, files: slow, maxFiles: 2, balance: 5 }));
    const slowUrl = await slowApp.listen({ port: 0, host: "127.0.0.1" });
    try {
      const form = new FormData();
      form.append("files", new Blob([Buffer.from("plain text ".repeat(200))]), "notes.pdf");
      const res = await fetch(`${slowUrl}/upload`, { method: "POST", body: form });
      expect(res.status).toBe(400);
      expect(await readdir(slowRoot)).toEqual([]);
    } finally {
      await slowApp.close();
      await rm(slowRoot, { recursive: true, force: true });
    }
  });

  it("cleans file names", () => {
    expect(cleanFileName("../../etc/spec\u0000.pdf")).toBe("spec.pdf");
    expect(cleanFileName("")).toBe("document.pdf");
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("\u2066spec\u2069 \u200e\u200fbook\u202a\u202b\u202c\u202d.pdf")).toBe("spec book.pdf");
    expect(cleanFileName("spec\uD800.pdf")).toBe("spec.pdf");
    expect(cleanFileName(`${"x".repeat(300)}.pdf`)).toHaveLength(255);
    expect(cleanFileName(`${"x".repeat(300)}.PDF`).endsWith(".PDF")).toBe(true);
  });
});
