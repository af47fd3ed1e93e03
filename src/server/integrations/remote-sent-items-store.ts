// Where each item's remote id is remembered for a service whose ids are text (Autodesk Build), per log and remote
// project: the table behind "never a duplicate" (remote_sent_items).
import { and, eq } from "drizzle-orm";
import type { SentRecord, SentStore } from "../../integrations/sent-items";
import type { Db } from "../db/client";
import { remoteSentItems } from "../db/schema";

export function remoteSentItemsStore(db: Db, service: string, scanId: string, projectRef: string): SentStore<string> {
  const mine = and(
    eq(remoteSentItems.service, service),
    eq(remoteSentItems.scanId, scanId),
    eq(remoteSentItems.projectRef, projectRef),
  );
  const upsert = async (record: SentRecord<string>) => {
    const values = {
      remoteId: record.remoteId,
      number: record.number,
      fingerprint: record.fingerprint,
      scheduleFields: record.scheduleFields,
      updatedAt: new Date(),
    };
    await db
      .insert(remoteSentItems)
      .values({ service, scanId, projectRef, itemKey: record.key, ...values })
      .onConflictDoUpdate({
        target: [remoteSentItems.service, remoteSentItems.scanId, remoteSentItems.projectRef, remoteSentItems.itemKey],
        set: values,
      });
  };
  return {
    list: async () =>
      (await db.select().from(remoteSentItems).where(mine)).map((r) => ({
        key: r.itemKey,
        remoteId: r.remoteId,
        number: r.number,
        fingerprint: r.fingerprint,
        scheduleFields: r.scheduleFields,
      })),
    markPending: (key, number, scheduleFields) =>
      upsert({ key, remoteId: null, number, fingerprint: null, scheduleFields }),
    record: upsert,
    forget: async (key) => {
      await db.delete(remoteSentItems).where(and(mine, eq(remoteSentItems.itemKey, key)));
    },
  };
}
