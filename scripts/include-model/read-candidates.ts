// The candidates the structure rules read in one labelled PDF, kept in a cache folder keyed by the engine's rule
// sources and the PDF, so fitting again after a change to the decision alone does not scan every book again.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scanPdf } from "../../src/engine/scan-pdf";
import type { Candidate } from "../../src/engine/extraction/decision/candidate";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const CACHE = join(ROOT, "node_modules", ".cache", "include-model");
// The decision itself does not change what the rules read.
const DECISION = join(ROOT, "src", "engine", "extraction", "decision");

let rulesHash: string | undefined;

/** A hash of every engine source file outside the decision folder. */
function engineRulesHash(): string {
  if (rulesHash) return rulesHash;
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (path === DECISION) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".ts") && !name.endsWith(".test.ts"))
        hash.update(relative(ROOT, path)).update(readFileSync(path));
    }
  };
  walk(join(ROOT, "src", "engine"));
  rulesHash = hash.digest("hex").slice(0, 16);
  return rulesHash;
}

export async function readCandidates(pdf: string, useCache = true): Promise<Candidate[]> {
  const stat = statSync(pdf);
  const key = createHash("sha256")
    .update(`${engineRulesHash()}\n${pdf}\n${stat.size}\n${stat.mtimeMs}`)
    .digest("hex")
    .slice(0, 24);
  const cached = join(CACHE, `${key}.json`);
  if (useCache && existsSync(cached)) return JSON.parse(readFileSync(cached, "utf8")) as Candidate[];
  const candidates: Candidate[] = [];
  await scanPdf(pdf, { onCandidates: (found) => candidates.push(...found) });
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(cached, JSON.stringify(candidates));
  return candidates;
}
