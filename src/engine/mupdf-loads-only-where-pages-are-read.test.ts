// mupdf (10 MB of WebAssembly, about 45 MB resident once instantiated) is loaded only by the threads that read or
// render pages, and by the in-process reader when asked for: a static import of it anywhere on the way to the server,
// the CLI or a scan thread makes each of them compile and instantiate the library at start-up, though none of them
// reads a page (the server's peak on a 3,021-page book carried it three times).
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

/** The inputs `entry` reaches through static imports only, and whether one of them imports mupdf so. */
function staticallyReached(metafile: Metafile, entry: string): { reached: Set<string>; mupdfFrom: string[] } {
  const reached = new Set<string>();
  const mupdfFrom: string[] = [];
  const visit = (path: string) => {
    if (reached.has(path)) return;
    reached.add(path);
    for (const item of metafile.inputs[path]?.imports ?? []) {
      if (item.kind !== "import-statement") continue;
      if (item.external) {
        if (item.path === "mupdf") mupdfFrom.push(path);
        continue;
      }
      visit(item.path);
    }
  };
  visit(entry);
  return { reached, mupdfFrom };
}

describe("where mupdf is loaded", { timeout: 60_000 }, () => {
  it("the server, the scan worker process, the CLI and the scan threads import it only dynamically", async () => {
    const entries = [
      "src/server/main.ts",
      "src/server/worker.ts",
      "src/cli/scan.ts",
      "src/server/scans/thread/scan-document.worker.ts",
    ];
    const { metafile } = await build({
      entryPoints: entries,
      bundle: true,
      write: false,
      metafile: true,
      outdir: "out",
      platform: "node",
      format: "esm",
      packages: "external",
      logLevel: "silent",
    });
    for (const entry of entries) {
      const { reached, mupdfFrom } = staticallyReached(metafile, entry);
      expect(reached.size, entry).toBeGreaterThan(10);
      expect(mupdfFrom, entry).toEqual([]);
    }
    // The page threads do load it, through the same walk: the test sees a static import where there is one.
    const pageLoop = await build({
      entryPoints: ["src/engine/pdf/threads/page-thread-loop.ts"],
      bundle: true,
      write: false,
      metafile: true,
      outdir: "out",
      platform: "node",
      format: "esm",
      packages: "external",
      logLevel: "silent",
    });
    expect(staticallyReached(pageLoop.metafile, "src/engine/pdf/threads/page-thread-loop.ts").mupdfFrom).not.toEqual(
      [],
    );
  });
});
