// `--type-map FILE`: the company's Procore types for the register's types, the same mapping the export dialog
// offers. JSON ({"Product Data": "Product Information"} or [{ "from": …, "to": … }]) or CSV (two columns, register
// type then company type; a first row "from,to" or similar header is skipped when it names no register type).
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { exportSettingsSchema, type TypeMapping } from "../contract/export-settings";
import { UsageError } from "./scan-args";

const mappingJsonSchema = z.union([
  z.record(z.string(), z.string()).transform((map) => Object.entries(map).map(([from, to]) => ({ from, to }))),
  z.array(z.object({ from: z.string(), to: z.string() })),
]);

/** Splits one CSV record into fields (RFC 4180 quotes; the file is small, so a line at a time is enough). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === "," || char === ";" || char === "\t")) {
      fields.push(field);
      field = "";
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

const HEADER_WORDS = /^(from|register type|our type|type|submittal type)$/i;

function parseCsvMapping(text: string): { from: string; to: string }[] {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
  const rows = lines.map(csvFields);
  if (rows[0] && HEADER_WORDS.test(rows[0][0] ?? "")) rows.shift();
  return rows.map((fields, index) => {
    if (fields.length < 2 || !fields[0] || !fields[1])
      throw new UsageError(`--type-map: line ${index + 1} needs two columns: register type, company type`);
    return { from: fields[0], to: fields[1] };
  });
}

/** Reads and validates the mapping file; every problem is a usage error that names the file. */
export async function readTypeMap(path: string): Promise<TypeMapping[]> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    throw new UsageError(`--type-map: cannot read ${path}`);
  }
  let rows: { from: string; to: string }[];
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      throw new UsageError(`--type-map: ${path} is not valid JSON`);
    }
    const parsed = mappingJsonSchema.safeParse(json);
    if (!parsed.success)
      throw new UsageError(`--type-map: ${path} must map types to types, e.g. {"Product Data": "Product Information"}`);
    rows = parsed.data;
  } else {
    rows = parseCsvMapping(text);
  }
  const settings = exportSettingsSchema.shape.typeMapping.safeParse(rows);
  if (!settings.success) {
    const issue = settings.error.issues[0];
    throw new UsageError(`--type-map: ${path}: ${issue?.message ?? "invalid mapping"}`);
  }
  return settings.data;
}
