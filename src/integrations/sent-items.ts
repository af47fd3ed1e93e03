// The per-item memory behind "never a duplicate", shared by the sends to Procore and Autodesk Build: each item of a
// log remembers the remote id it was created as and the fingerprint of the fields last sent. Before a create a row
// without remote id is written; a send that finds such rows (the create's answer never came back) asks the service's
// list which of them were made, matching each by its number, once. Each item also remembers which schedule fields
// the service holds from it, so a date taken out of the log is cleared there too (src/integrations/held-fields.ts).

export type SentRecord<Id> = {
  key: string;
  remoteId: Id | null;
  number: string;
  fingerprint: string | null;
  /**
   * The schedule fields the service holds a value of ours in (its own names); null when not known: a row written
   * before they were remembered, or the command's, which keeps no memory. Unknown clears nothing.
   */
  scheduleFields: string[] | null;
};

/** Where each item's remote id is remembered (a table on the server, memory for the command). */
export type SentStore<Id> = {
  list: () => Promise<SentRecord<Id>[]>;
  /**
   * Written before the create: an item left pending by a cut-off send is looked up by its number on resume.
   * `scheduleFields`: the ones the create carries, so an adopted item can still clear them later.
   */
  markPending: (key: string, number: string, scheduleFields: string[]) => Promise<void>;
  record: (record: SentRecord<Id>) => Promise<void>;
  forget: (key: string) => Promise<void>;
};

/**
 * What to do with a planned item given its record: skip (same fields, nothing to clear), update, or create.
 * `cleared`: schedule fields the service holds from the item that it no longer has.
 */
export function sendAction<Id extends string | number>(
  sent: SentRecord<Id> | undefined,
  print: string,
  cleared: readonly string[] = [],
): { kind: "skip" | "update"; remoteId: Id } | { kind: "create" } {
  if (sent?.remoteId == null) return { kind: "create" };
  const same = sent.fingerprint === print && cleared.length === 0;
  return { kind: same ? "skip" : "update", remoteId: sent.remoteId };
}

/**
 * Items whose create was sent but whose answer never came back: the remote list (each remote item by its number, as
 * the caller keys it) says whether they were made. One remote item to one record; adopted records keep no
 * fingerprint so the send brings their fields up to date; the others are forgotten and created again.
 */
export async function adoptPendingCreates<Id extends string | number>(
  records: Map<string, SentRecord<Id>>,
  store: SentStore<Id>,
  listRemote: () => Promise<{ id: Id; number: string | null }[]>,
): Promise<void> {
  const pending = [...records.values()].filter((r) => r.remoteId === null);
  if (pending.length === 0) return;
  const claimed = new Set([...records.values()].flatMap((r) => (r.remoteId === null ? [] : [r.remoteId])));
  const byNumber = new Map<string, Id>();
  for (const remote of await listRemote()) {
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

/** Records whose item the log no longer holds: reported, never deleted remotely. */
export function removedRecords<Id extends string | number>(
  records: Map<string, SentRecord<Id>>,
  plannedKeys: Iterable<string>,
): { number: string; remoteId: Id }[] {
  const planned = new Set(plannedKeys);
  return [...records.values()]
    .filter((r) => !planned.has(r.key) && r.remoteId != null)
    .map((r) => ({ number: r.number, remoteId: r.remoteId! }));
}
