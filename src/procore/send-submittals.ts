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
import { procoreMessage, type ProcoreHttp } from "./procore-http";
import { fingerprint, resolveType, type PlannedSubmittal } from "./send-plan";

export type SentRecord = { key: string; remoteId: number | null; number: string; fingerprint: string | null };

/** Where each item's remote id is remembered (a table on the server, memory for the command). */
export type SentStore = {
  list: () => Promise<SentRecord[]>;
  /** Written before the create: an item left pending by a cut-off send is looked up by its number on resume. */
  markPending: (key: string, number: string) => Promise<void>;
  record: (record: SentRecord) => Promise<void>;
  forget: (key: string) => Promise<void>;
};

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
  await adoptPendingCreates(http, projectId, records, store);

  for (const item of plan) {
    options.signal?.throwIfAborted();
    const section = sections.get(sectionKey(item.sectionNumber));
    const fields: SubmittalFields = {
      number: item.number,
      title: item.title,
      description: item.description,
      specification_section_id: section?.id ?? null,
      type: item.registerType ? resolveType(item.registerType, options.mappings, companyTypes) : null,
    };
    const base = { number: item.number, title: item.title };
    if (section?.refused) {
      await options.onOutcome({ ...base, outcome: "refused", message: section.refused });
      continue;
    }
    const print = fingerprint(fields);
    const sent = records.get(item.key);
    if (sent?.remoteId != null && sent.fingerprint === print) {
      await options.onOutcome({ ...base, outcome: "skipped" });
      continue;
    }
    if (sent?.remoteId != null) {
      const answer = await updateSubmittal(http, projectId, sent.remoteId, fields);
      if (answer.status === 422) {
        await options.onOutcome({ ...base, outcome: "refused", message: procoreMessage(answer.body) });
        continue;
      }
      await store.record({ key: item.key, remoteId: sent.remoteId, number: item.number, fingerprint: print });
      await options.onOutcome({ ...base, outcome: "updated" });
      continue;
    }
    await store.markPending(item.key, item.number);
    const answer = await createSubmittal(http, projectId, fields);
    if (answer.status === 422) {
      await store.forget(item.key);
      await options.onOutcome({ ...base, outcome: "refused", message: procoreMessage(answer.body) });
      continue;
    }
    const id = (answer.body as { id?: unknown } | null)?.id;
    if (typeof id !== "number") throw new Error("Procore created a submittal without answering its id");
    await store.record({ key: item.key, remoteId: id, number: item.number, fingerprint: print });
    await options.onOutcome({ ...base, outcome: "created" });
  }

  const planned = new Set(plan.map((p) => p.key));
  const removed = [...records.values()]
    .filter((r) => !planned.has(r.key) && r.remoteId != null)
    .map((r) => ({ number: r.number, remoteId: r.remoteId! }));
  return { removed };
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

/**
 * Items whose create was sent but whose answer never came back (the send was cut off): Procore's list says whether it
 * made them. Each is matched by its number, one remote submittal to one item, and kept with no fingerprint so the
 * send brings its fields up to date.
 */
async function adoptPendingCreates(
  http: ProcoreHttp,
  projectId: number,
  records: Map<string, SentRecord>,
  store: SentStore,
): Promise<void> {
  const pending = [...records.values()].filter((r) => r.remoteId === null);
  if (pending.length === 0) return;
  const claimed = new Set([...records.values()].flatMap((r) => (r.remoteId === null ? [] : [r.remoteId])));
  const byNumber = new Map<string, number>();
  for (const remote of await listSubmittals(http, projectId)) {
    if (remote.number !== null && !claimed.has(remote.id) && !byNumber.has(remote.number)) {
      byNumber.set(remote.number, remote.id);
    }
  }
  for (const record of pending) {
    const remoteId = byNumber.get(record.number);
    if (remoteId === undefined) {
      await store.forget(record.key);
      records.delete(record.key);
      continue;
    }
    byNumber.delete(record.number);
    const adopted = { ...record, remoteId, fingerprint: null };
    await store.record(adopted);
    records.set(record.key, adopted);
  }
}
