// One send of a log to an Autodesk Build project through the ACC Submittals API: the project's rules read first
// (item types, the state items are created in and its mandatory fields from `users/me`, the numbering from
// `metadata`), the spec sections it lacks created by their unique identifier, then each planned item created,
// updated (its fields changed since it was sent) or skipped, each outcome reported as it happens. Remote ids are
// remembered before and after each create (src/integrations/sent-items.ts), so a send cut off half-way never makes a
// second copy on resume.
import type { SendOutcome } from "../contract/procore";
import type { TypeMapping } from "../contract/export-settings";
import { remoteMessage, type PacedHttp, type RemoteResponse } from "../integrations/paced-http";
import { clearedFields, heldAfter, withClears, withoutClears } from "../integrations/held-fields";
import {
  adoptPendingCreates,
  removedRecords,
  sendAction,
  type SentRecord,
  type SentStore,
} from "../integrations/sent-items";
import { fingerprint, resolveType, type PlannedSubmittal } from "../procore/send-plan";
import {
  createItem,
  createSpec,
  listItems,
  listItemTypes,
  listSpecs,
  nextCustomIdentifier,
  readMe,
  readNumbering,
  updateItem,
  type CreatableState,
  type ItemFields,
  type ItemType,
  type ItemUpdate,
  type Me,
  type Numbering,
  type Spec,
} from "./autodesk-api";
import { numberInUseMessage, numberKeptMessage, type NumberHolder } from "./number-in-use";
import {
  AUTODESK_SCHEDULE_FIELDS,
  autodeskScheduleFields,
  permittedScheduleFields,
  scheduleFieldsIn,
  withoutScheduleFields,
  type AutodeskScheduleFields,
} from "./schedule-fields";

/** The project refuses the send before it starts (no state to create in, a mandatory field nobody can fill). */
export class AutodeskSetupError extends Error {}

export type ProjectRules = { itemTypes: ItemType[]; me: Me; state: CreatableState; numbering: Numbering };

/** Fields a send fills; a state that needs any other refuses the send before it starts. */
const FILLED = new Set(["title", "description", "typeId", "specId", "customIdentifier", "manager", "managerType"]);
/** The state a register is best created in: a draft, for the manager to complete and submit. */
const PREFERRED_STATE = "draft";

export async function readProjectRules(http: PacedHttp, projectId: string): Promise<ProjectRules> {
  const [itemTypes, me, numbering] = [
    await listItemTypes(http, projectId),
    await readMe(http, projectId),
    await readNumbering(http, projectId),
  ];
  const state = me.creatableStates.find((s) => s.stateId === PREFERRED_STATE) ?? me.creatableStates[0] ?? null;
  if (!state) {
    throw new AutodeskSetupError(
      "Your Autodesk Build role cannot create submittal items in this project: a Submittals manager can.",
    );
  }
  const unfilled = state.requiredFields.filter((f) => !FILLED.has(f));
  if (unfilled.length > 0) {
    throw new AutodeskSetupError(
      `Autodesk Build needs ${unfilled.join(", ")} for a new item in state ${state.stateId}, which a log does not hold.`,
    );
  }
  return { itemTypes: itemTypes.filter((t) => t.isActive !== false), me, state, numbering };
}

export const itemTypeNames = (rules: Pick<ProjectRules, "itemTypes">) => rules.itemTypes.map((t) => t.value);

export type SendItemsOptions = {
  http: PacedHttp;
  projectId: string;
  plan: readonly PlannedSubmittal[];
  mappings: readonly (readonly TypeMapping[])[];
  store: SentStore<string>;
  signal?: AbortSignal;
  onOutcome: (outcome: SendOutcome) => Promise<void> | void;
};

const sectionKey = (n: string) => n.replace(/\s+/g, "").toLowerCase();

/**
 * The custom number of each item: the log's number; with a sequence per spec section, a log numbered per section
 * gives its count within the section ("03 30 00-2" → "2"), one numbered through gives its running number.
 */
export function customIdentifiers(plan: readonly PlannedSubmittal[], numbering: Numbering): string[] {
  return plan.map((p) => {
    const prefix = `${p.sectionNumber}-`;
    return numbering === "spec" && p.sectionNumber && p.number.startsWith(prefix)
      ? p.number.slice(prefix.length)
      : p.number;
  });
}

export async function sendItems(
  options: SendItemsOptions,
): Promise<{ removed: { number: string; remoteId: string }[] }> {
  const { http, projectId, plan } = options;
  const rules = await readProjectRules(http, projectId);
  const typeNames = itemTypeNames(rules);
  const typeIds = new Map(rules.itemTypes.map((t) => [t.value, t.id]));
  const specs = await ensureSpecs(http, projectId, plan);
  const numbers = customIdentifiers(plan, rules.numbering);
  const plannedKeys = new Set(plan.map((p) => p.key));
  const records = await sentRecords(options, rules, specs);
  const sender = new ItemSender(options, rules, records, plannedKeys);

  for (const [i, item] of plan.entries()) {
    options.signal?.throwIfAborted();
    const base = { number: item.number, title: item.title };
    const ensured = item.sectionNumber ? specs.get(sectionKey(item.sectionNumber)) : undefined;
    if (ensured?.refused) {
      await options.onOutcome({ ...base, outcome: "refused", message: ensured.refused });
      continue;
    }
    const typeName = item.registerType ? resolveType(item.registerType, options.mappings, typeNames) : null;
    const fields: ItemFields = {
      title: item.title,
      description: item.description,
      typeId: typeName === null ? null : (typeIds.get(typeName) ?? null),
      specId: ensured?.spec?.id ?? null,
      customIdentifier: numbers[i]!,
      ...autodeskScheduleFields(item.schedule),
    };
    const number = shownNumber(rules, fields.customIdentifier, ensured?.spec ?? undefined);
    const sent = records.get(item.key);
    const cleared = clearedFields(sent?.scheduleFields ?? null, fields);
    const action = sendAction(sent, fingerprint(fields), cleared);
    const one: OneItem = { key: item.key, base, fields, number, sent };
    if (action.kind === "skip") await options.onOutcome({ ...base, outcome: "skipped" });
    else if (action.kind === "update") await sender.update(one, action.remoteId, cleared);
    else await sender.create(one);
  }
  return { removed: removedRecords(records, plannedKeys) };
}

/** The number an item is known by in the project: the custom number, after its spec section's when per section. */
function shownNumber(rules: ProjectRules, customIdentifier: string, spec: Spec | undefined): string {
  return rules.numbering === "spec" && spec ? `${spec.identifier}-${customIdentifier}` : customIdentifier;
}

/** What this log sent before, by item key, with the creates whose answer never came back found in the project. */
async function sentRecords(
  { http, projectId, store }: SendItemsOptions,
  rules: ProjectRules,
  specs: Map<string, EnsuredSpec>,
): Promise<Map<string, SentRecord<string>>> {
  const specsById = new Map([...specs.values()].flatMap((s) => (s.spec ? [[s.spec.id, s.spec] as const] : [])));
  const records = new Map((await store.list()).map((r) => [r.key, r]));
  await adoptPendingCreates(records, store, async () =>
    (await listItems(http, projectId)).map((item) => ({
      id: item.id,
      number:
        item.customIdentifier === null
          ? null
          : shownNumber(rules, item.customIdentifier, item.specId ? specsById.get(item.specId) : undefined),
    })),
  );
  return records;
}

/** One planned item about to be sent: its fields, the number it is shown by, and what was sent of it before. */
type OneItem = {
  key: string;
  base: { number: string; title: string };
  fields: ItemFields;
  number: string;
  sent: SentRecord<string> | undefined;
};

/** Creates and updates items, remembering each and reporting its outcome. */
class ItemSender {
  private readonly options: SendItemsOptions;
  private readonly rules: ProjectRules;
  private readonly records: Map<string, SentRecord<string>>;
  private readonly plannedKeys: Set<string>;

  constructor(
    options: SendItemsOptions,
    rules: ProjectRules,
    records: Map<string, SentRecord<string>>,
    plannedKeys: Set<string>,
  ) {
    this.options = options;
    this.rules = rules;
    this.records = records;
    this.plannedKeys = plannedKeys;
  }

  /** Who holds a number Autodesk refused with 409: an item this log sent and no longer holds, or another. */
  private holder(key: string, taken: string): NumberHolder {
    return [...this.records.values()].some((r) => r.number === taken && r.key !== key && !this.plannedKeys.has(r.key))
      ? "removed"
      : "other";
  }

  /** An item sent before whose fields changed; a number taken meanwhile is kept as Autodesk has it. */
  async update({ key, base, fields, number, sent }: OneItem, remoteId: string, cleared: string[]): Promise<void> {
    const { http, projectId, store, onOutcome } = this.options;
    const update = (f: ItemUpdate) => updateItem(http, projectId, remoteId, f);
    // A date taken out of the log since the last send goes as null, or Autodesk would keep the old one.
    const body: ItemUpdate = withClears(fields, cleared);
    let done = await withScheduleFallback(body, [], update);
    let shown = number;
    if (done.answer.status === 409 && sent && sent.number !== number) {
      // The new number is taken: the other changes still go, the item keeps the number Autodesk has.
      const { customIdentifier: _wanted, ...rest } = body;
      const again = await withScheduleFallback(rest, [], update);
      const kept = numberKeptMessage(sent.number, number, this.holder(key, number));
      done = { ...again, note: { message: [kept, again.note.message].filter(Boolean).join(" ") } };
      shown = sent.number;
    }
    if (done.answer.status >= 300) {
      await onOutcome({ ...base, outcome: "refused", message: remoteMessage(done.answer.body) });
      return;
    }
    const scheduleFields = heldAfter(sent?.scheduleFields ?? null, done.taken, AUTODESK_SCHEDULE_FIELDS);
    await store.record({ key, remoteId, number: shown, fingerprint: done.print, scheduleFields });
    await onOutcome({ ...base, outcome: "updated", ...done.note });
  }

  /** An item not sent before: remembered as pending first, so a send cut off never makes a second copy. */
  async create({ key, base, fields, number }: OneItem): Promise<void> {
    const { http, projectId, store, onOutcome } = this.options;
    const { rules } = this;
    // A create sends only the schedule fields `users/me` lists for it; the rest wait for a send the project allows.
    const permitted = permittedScheduleFields(fields, rules.me.createFields);
    await store.markPending(key, number, heldAfter([], permitted.fields, AUTODESK_SCHEDULE_FIELDS));
    const extra = { stateId: rules.state.stateId, ...managerOf(rules) };
    const done = await withScheduleFallback(permitted.fields, permitted.dropped, (f) =>
      createItem(http, projectId, { ...f, ...extra }),
    );
    if (done.answer.status === 409) {
      // Never a second number chosen silently: the user decides which item has it.
      await store.forget(key);
      const suggested = await nextCustomIdentifier(http, projectId, fields.specId);
      const message = numberInUseMessage(number, this.holder(key, number), suggested);
      await onOutcome({ ...base, outcome: "refused", message });
      return;
    }
    if (done.answer.status >= 300) {
      await store.forget(key);
      await onOutcome({ ...base, outcome: "refused", message: remoteMessage(done.answer.body) });
      return;
    }
    const id = (done.answer.body as { id?: unknown } | null)?.id;
    if (typeof id !== "string") throw new Error("Autodesk created a submittal item without answering its id");
    const scheduleFields = heldAfter([], done.taken, AUTODESK_SCHEDULE_FIELDS);
    await store.record({ key, remoteId: id, number, fingerprint: done.print, scheduleFields });
    await onOutcome({ ...base, outcome: "created", ...done.note });
  }
}

/** `taken`: the fields Autodesk took; `print`: the fingerprint of their values. */
type Sent<T> = { answer: RemoteResponse; taken: T; print: string; note: { message?: string } };

const printOf = (fields: object) => fingerprint(withoutClears(fields, AUTODESK_SCHEDULE_FIELDS));

/**
 * Sends the item; when Autodesk refuses it (400 or 422) and it carried schedule fields, sends it again without them,
 * so an item is not lost over its dates (Autodesk's refusal names no field in a form we can read). `dropped`: schedule
 * fields already left out. The fingerprint kept is of what Autodesk took: a later send tries the dates again.
 */
async function withScheduleFallback<T extends AutodeskScheduleFields>(
  fields: T,
  dropped: readonly string[],
  call: (fields: T) => Promise<RemoteResponse>,
): Promise<Sent<T>> {
  const note = (left: readonly string[], why: string) =>
    left.length > 0 ? { message: `Sent without ${left.join(", ")}: ${why}` } : {};
  const answer = await call(fields);
  const carried = scheduleFieldsIn(fields);
  if ((answer.status !== 400 && answer.status !== 422) || carried.length === 0) {
    return {
      answer,
      taken: fields,
      print: printOf(fields),
      note: note(dropped, "this project does not let you set them"),
    };
  }
  const reduced = withoutScheduleFields(fields, carried);
  const again = await call(reduced);
  if (again.status >= 300) return { answer: again, taken: reduced, print: printOf(reduced), note: {} };
  return {
    answer: again,
    taken: reduced,
    print: printOf(reduced),
    note: note([...dropped, ...carried], remoteMessage(answer.body)),
  };
}

/** The signed-in user manages what they create, when the state asks for a manager ("1": a user). */
function managerOf(rules: ProjectRules): Record<string, string> {
  const needs = rules.state.requiredFields;
  return needs.includes("manager") || needs.includes("managerType") ? { manager: rules.me.id, managerType: "1" } : {};
}

type EnsuredSpec = { spec: Spec | null; refused?: string };

/** The project's spec sections by identifier, creating the ones the plan needs and the project lacks. */
async function ensureSpecs(
  http: PacedHttp,
  projectId: string,
  plan: readonly PlannedSubmittal[],
): Promise<Map<string, EnsuredSpec>> {
  const known = async () =>
    new Map<string, EnsuredSpec>(
      (await listSpecs(http, projectId)).map((s) => [sectionKey(s.identifier), { spec: s }]),
    );
  const specs = await known();
  for (const item of plan) {
    const key = sectionKey(item.sectionNumber);
    if (!item.sectionNumber || specs.has(key)) continue;
    const answer = await createSpec(http, projectId, {
      identifier: item.sectionNumber,
      title: item.sectionDescription.slice(0, 255),
    });
    const body = answer.body as Partial<Spec> | null;
    if (answer.status < 300 && typeof body?.id === "string") {
      specs.set(key, {
        spec: { id: body.id, identifier: body.identifier ?? item.sectionNumber, title: body.title ?? "" },
      });
      continue;
    }
    // Taken meanwhile (another send, a person): the identifier is unique, so the one there is this section.
    const again = answer.status === 409 ? (await known()).get(key) : undefined;
    specs.set(
      key,
      again ?? { spec: null, refused: `Spec section ${item.sectionNumber}: ${remoteMessage(answer.body)}` },
    );
  }
  return specs;
}
