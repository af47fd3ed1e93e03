// Rebuilds the index table of docs/decisions/README.md from the decision files' title and date lines
// (`node scripts/index-decisions.mjs`, then `npx prettier --write docs/decisions/README.md`).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = join(import.meta.dirname, "..", "docs", "decisions");
const readme = join(dir, "README.md");
const rows = readdirSync(dir)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort()
  .map((name) => {
    const text = readFileSync(join(dir, name), "utf8");
    const title = /^# (.+)$/m.exec(text)?.[1]?.trim() ?? name;
    const date = /^Date: (\d{4}-\d{2}-\d{2})/m.exec(text)?.[1] ?? "";
    return `| [${name.slice(0, 4)}](${name}) | ${date} | ${title.replaceAll("|", "\\|")} |`;
  });
const current = readFileSync(readme, "utf8");
const head = current.slice(0, current.indexOf("| #"));
writeFileSync(readme, `${head}| # | Date | Decision |\n| --- | --- | --- |\n${rows.join("\n")}\n`);
