// The OpenAPI document's shared component schemas: the contract's schemas that several operations answer with are
// written once under components/schemas and referenced, instead of inlined into every operation (the error body
// alone was inlined into some 300 answers). Naming a schema here changes only the document, never validation.
import { z } from "zod";
import { apiErrorSchema } from "../../contract/api-error";
import { autodeskSendSchema } from "../../contract/autodesk";
import { procoreSendSchema } from "../../contract/procore";
import { projectChangeSchema } from "../../contract/project-changes";
import { scanDetailSchema, scanSummarySchema } from "../../contract/scans";
import { extractedDataSchema, submittalSchema } from "../../contract/submittal";

type ComponentMeta = { id: string };

/** The registry fastify-type-provider-zod reads: a schema in it becomes a $ref to #/components/schemas/<id>. */
export const openApiComponents = z.registry<ComponentMeta>();

const COMPONENTS: [z.ZodType, string][] = [
  [apiErrorSchema, "ApiError"],
  [submittalSchema, "Submittal"],
  [extractedDataSchema, "ExtractedData"],
  [scanSummarySchema, "ScanSummary"],
  [scanDetailSchema, "ScanDetail"],
  [projectChangeSchema, "ProjectChange"],
  [procoreSendSchema, "ProcoreSend"],
  [autodeskSendSchema, "AutodeskSend"],
];
for (const [schema, id] of COMPONENTS) openApiComponents.add(schema, { id });

/** The reference an operation's error answer uses. */
export const API_ERROR_REF = "#/components/schemas/ApiError";

type Json = unknown;

function referencedComponents(value: Json, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const entry of value) referencedComponents(entry, into);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string" && child.startsWith("#/components/schemas/")) {
        into.add(child.slice("#/components/schemas/".length));
      } else referencedComponents(child, into);
    }
  }
}

/**
 * The component schemas the operations reference, directly or through other components. The transform writes an
 * input and an output form of every registered schema; the form no operation uses would only be noise.
 */
export function usedComponentSchemas(paths: Json, schemas: Record<string, Json>): Record<string, Json> {
  const used = new Set<string>();
  referencedComponents(paths, used);
  for (let grown = true; grown;) {
    const before = used.size;
    for (const id of [...used]) referencedComponents(schemas[id], used);
    grown = used.size > before;
  }
  return Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(id)));
}

type SchemaNode = { nullable?: boolean; type?: string; allOf?: { $ref?: string }[] };

/**
 * OpenAPI 3.0 writes a nullable reference as `{ nullable: true, allOf: [{ $ref }] }`, and wants a `type` beside
 * `nullable`: the referenced component's type is added to each such node (in place).
 */
export function typeNullableReferences(value: Json, schemas: Record<string, Json>): void {
  if (Array.isArray(value)) {
    for (const entry of value) typeNullableReferences(entry, schemas);
    return;
  }
  if (!value || typeof value !== "object") return;
  const node = value as SchemaNode;
  const ref = node.nullable && !node.type && node.allOf?.length === 1 ? node.allOf[0]?.$ref : undefined;
  if (ref?.startsWith("#/components/schemas/")) {
    const target = schemas[ref.slice("#/components/schemas/".length)] as SchemaNode | undefined;
    if (target?.type) node.type = target.type;
  }
  for (const child of Object.values(value)) typeNullableReferences(child, schemas);
}
