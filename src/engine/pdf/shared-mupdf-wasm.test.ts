import { describe, expect, it } from "vitest";
import { compiledMupdfWasm } from "./shared-mupdf-wasm";

describe("compiledMupdfWasm", () => {
  it("compiles mupdf once per process and hands every worker pool the same module", async () => {
    const [first, second] = await Promise.all([compiledMupdfWasm(), compiledMupdfWasm()]);
    expect(first).toBeDefined();
    expect(Object.prototype.toString.call(first)).toBe("[object WebAssembly.Module]");
    expect(second).toBe(first);
    expect(await compiledMupdfWasm()).toBe(first);
  });
});
