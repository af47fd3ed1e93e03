// mupdf's WebAssembly compiled once per process and handed to every PDF worker, so each worker instantiates it
// instead of reading and compiling 10 MB, and the workers share the machine code V8 builds for its hot functions.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

type WasmImports = Record<string, Record<string, unknown>>;
type WasmInstance = { exports: Record<string, unknown> };
// @types/node for Node 20 declares the WebAssembly namespace's types but not its functions: the two used here.
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      compile: (bytes: Uint8Array) => Promise<WebAssembly.Module>;
      instantiate: (module: WebAssembly.Module, imports: WasmImports) => Promise<WasmInstance>;
    };
  }
).WebAssembly;

let compiled: Promise<WebAssembly.Module | undefined> | undefined;

/** The compiled module, or undefined when it cannot be compiled here (each worker then loads mupdf on its own). */
export function compiledMupdfWasm(): Promise<WebAssembly.Module | undefined> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve("mupdf");
    return wasm.compile(await readFile(join(dirname(entry), "mupdf-wasm.wasm")));
  })().catch(() => undefined);
  return compiled;
}

type EmscriptenInstantiate = (
  imports: WasmImports,
  done: (instance: WasmInstance, module: WebAssembly.Module) => void,
) => object;

/**
 * Inside a worker, before mupdf is first imported: mupdf.js passes `globalThis.$libmupdf_wasm_Module` to its
 * Emscripten loader as the module settings, whose `instantiateWasm` replaces reading and compiling the file.
 */
export function useCompiledMupdfWasm(module: WebAssembly.Module): void {
  const instantiateWasm: EmscriptenInstantiate = (imports, done) => {
    wasm.instantiate(module, imports).then(
      (instance) => done(instance, module),
      (error: unknown) => {
        // The loader offers no way to report a failure and would wait forever: fail the worker instead.
        process.nextTick(() => {
          throw error;
        });
      },
    );
    return {};
  };
  Object.assign(globalThis, { $libmupdf_wasm_Module: { instantiateWasm } });
}
