// One send of a log to a Procore project: the spec sections Procore lacks are created first, then each planned item is
// created, updated (its fields changed since it was sent) or skipped (unchanged), with each outcome reported as it
// happens. The remote id of every item is kept in a store before and after its create, so a send cut off half-way
// (a crash, a dropped connection) finds on resume what it had created and never makes a second copy.
import type { RemovedItem, SendOutcome } from "../contract/procore";
import type { TypeMapping } from "../contract/export-settings";
import {
  createDivision,
  createSection,
  createSubmittal,
  listDivisions,
  listSections,
  listSubmittals,
  listSubmittalTypes,
  updateSubmittal,
  type SubmittalFields,
} from "./procore-api";
import { procoreMessage, type ProcoreHttp, type ProcoreResponse } from "./procore-http";
import { clearedFields, heldAfter, withClears, withoutClears } from "../integrations/held-fields";
import {
  adoptPendingCreates,
  removedRecords,
  sendAction,
  type SentRecord as SharedRecord,
  type SentStore as SharedStore,
} from "../integrations/sent-items";
import {
  PROCORE_SCHEDULE_FIELDS,
  procoreScheduleFields,
  refusedScheduleFields,
  withoutFields,
} from "./schedule-fields";
import { fingerprint, resolveType, type PlannedSubmittal } from "./send-plan";

/** Procore's ids are numbers; the memory itself is shared with Autodesk Build (src/integrations/sent-items.ts). */
export type SentRecord = SharedRecord<number>;
export type SentStore = SharedStore<number>;

export type SendSubmittalsOptions = {
  http: ProcoreHttp;
  companyId: number;
  projectId: number;
  plan: readonly PlannedSubmittal[];
  mappings: readonly (readonly TypeMapping[])[];
  store: SentStore;
  signal?: AbortSignal;
  onOutcome: (outcome: SendOutcome) => Promise<void> | void;
};

const sectionKey = (n: string) => n.replace(/\s+/g, "").toLowerCase();

export async function sendSubmittals(options: SendSubmittalsOptions): Promise<{ removed: RemovedItem[] }> {
  const { http, projectId, plan, store } = options;
  const companyTypes = (await listSubmittalTypes(http, options.companyId)).map((t) => t.name);
  const sections = await ensureSections(http, projectId, plan);

  const records = new Map((await store.list()).map((r) => [r.key, r]));
  await adoptPendingCreates(records, store, () => listSubmittals(http, projectId));

  for (const item of plan) {
    options.signal?.throwIfAborted();
    const section = sections.get(sectionKey(item.sectionNumber));
    const fields: SubmittalFields = {
      number: item.number,
      title: item.title,
      description: item.description,
      specification_section_id: section?.id ?? null,
      type: item.registerType ? resolveType(item.registerType, options.mappings, companyTypes) : null,
      ...procoreScheduleFields(item.schedule),
    };
    const base = { number: item.number, title: item.title };
    if (section?.refused) {
      await options.onOutcome({ ...base, outcome: "refused", message: section.refused });
      continue;
    }
    const sent = records.get(item.key);
    const cleared = clearedFields(sent?.scheduleFields ?? null, fields);
    const action = sendAction(sent, fingerprint(fields), cleared);
    if (action.kind === "skip") {
      await options.onOutcome({ ...base, outcome: "skipped" });
      continue;
    }
    if (action.kind === "update") {
      const remoteId = action.remoteId;
      // A date taken out of the log since the last send goes as null, or Procore would keep the old one.
      const body = withClears(fields, cleared);
      const done = await withScheduleFallback(body, (f) => updateSubmittal(http, projectId, remoteId, f));
      if (done.answer.status === 422) {
        await options.onOutcome({ ...base, outcome: "refused", message: procoreMessage(done.answer.body) });
        continue;
      }
      const scheduleFields = heldAfter(sent?.scheduleFields ?? null, done.taken, PROCORE_SCHEDULE_FIELDS);
      await store.record({ key: item.key, remoteId, number: item.number, fingerprint: done.print, scheduleFields });
      await options.onOutcome({ ...base, outcome: "updated", ...done.note });
      continue;
    }
    await store.markPending(item.key, item.number, heldAfter([], fields, PROCORE_SCHEDULE_FIELDS));
    const done = await withScheduleFallback(fields, (f) => createSubmittal(http, projectId, f));
    if (done.answer.status === 422) {
      await store.forget(item.key);
      await options.onOutcome({ ...base, outcome: "refused", message: procoreMessage(done.answer.body) });
      continue;
    }
    const id = (done.answer.body as { id?: unknown } | null)?.id;
    if (typeof id !== "number") throw new Error("Procore created a submittal without answering its id");
    const scheduleFields = heldAfter([], done.taken, PROCORE_SCHEDULE_FIELDS);
    await store.record({ key: item.key, remoteId: id, number: item.number, fingerprint: done.print, scheduleFields });
    await options.onOutcome({ ...base, outcome: "created", ...done.note });
  }

  return {
    removed: removedRecords(
      records,
      plan.map((p) => p.key),
    ),
  };
}

/** `taken`: the fields Procore took; `print`: the fingerprint of their values. */
type Sent = { answer: ProcoreResponse; taken: SubmittalFields; print: string; note: { message?: string } };

/**
 * Sends the item; when Procore refuses only its schedule fields (a project without schedule calculations, a user
 * without admin rights to set Submit By), sends it again without them, so the item is not lost over its dates. The
 * fingerprint kept is of what Procore took: a later send tries the dates again (decision 0303).
 */
async function withScheduleFallback(
  fields: SubmittalFields,
  call: (fields: SubmittalFields) => Promise<ProcoreResponse>,
): Promise<Sent> {
  const answer = await call(fields);
  const refused = answer.status === 422 ? refusedScheduleFields(answer.body, fields) : null;
  if (!refused)
    return { answer, taken: fields, print: fingerprint(withoutClears(fields, PROCORE_SCHEDULE_FIELDS)), note: {} };
  const reduced = withoutFields(fields, refused);
  const again = await call(reduced);
  const message = `Sent without ${refused.join(", ")}: ${procoreMessage(answer.body)}`;
  const note = again.status === 422 ? {} : { message };
  return { answer: again, taken: reduced, print: fingerprint(withoutClears(reduced, PROCORE_SCHEDULE_FIELDS)), note };
}

type EnsuredSection = { id: number | null; refused?: string };

/** The project's sections by number, creating the divisions and sections the plan needs and Procore lacks. */
async function ensureSections(
  http: ProcoreHttp,
  projectId: number,
  plan: readonly PlannedSubmittal[],
): Promise<Map<string, EnsuredSection>> {
  const sections = new Map<string, EnsuredSection>(
    (await listSections(http, projectId)).map((s) => [sectionKey(s.number), { id: s.id }]),
  );
  const needed = plan.filter((p) => p.sectionNumber && !sections.has(sectionKey(p.sectionNumber)));
  if (needed.length === 0) return sections;
  const divisions = new Map((await listDivisions(http, projectId)).map((d) => [d.number, d.id]));
  for (const item of needed) {
    const key = sectionKey(item.sectionNumber);
    if (sections.has(key)) continue;
    let divisionId = divisions.get(item.divisionNumber);
    if (divisionId === undefined) {
      divisionId = (
        await createDivision(http, projectId, { number: item.divisionNumber, description: item.divisionDescription })
      ).id;
      divisions.set(item.divisionNumber, divisionId);
    }
    const answer = await createSection(http, projectId, {
      number: item.sectionNumber,
      description: item.sectionDescription,
      specification_section_division_id: divisionId,
    });
    const id = (answer.body as { id?: unknown } | null)?.id;
    sections.set(
      key,
      answer.status === 422 || typeof id !== "number"
        ? { id: null, refused: `Spec section ${item.sectionNumber}: ${procoreMessage(answer.body)}` }
        : { id },
    );
  }
  return sections;
}
