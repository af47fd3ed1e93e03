// Where each item's Procore id is remembered, per log and project: the shared remote_sent_items table, Procore's
// numeric ids kept as their decimal text.
import type { SentStore } from "../../procore/send-submittals";
import type { Db } from "../db/client";
import { remoteSentItemsStore } from "../integrations/remote-sent-items-store";

export function sentItemsStore(db: Db, scanId: string, projectId: number): SentStore {
  const store = remoteSentItemsStore(db, "procore", scanId, String(projectId));
  return {
    list: async () =>
      (await store.list()).map((r) => ({ ...r, remoteId: r.remoteId === null ? null : Number(r.remoteId) })),
    markPending: store.markPending,
    record: (record) =>
      store.record({ ...record, remoteId: record.remoteId === null ? null : String(record.remoteId) }),
    forget: store.forget,
  };
}
