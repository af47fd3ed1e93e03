// Where each item's Procore id is remembered, per log and project: the table behind "never a duplicate".
import { and, eq } from "drizzle-orm";
import type { SentRecord, SentStore } from "../../procore/send-submittals";
import type { Db } from "../db/client";
import { procoreSentItems } from "../db/schema";

export function sentItemsStore(db: Db, scanId: string, projectId: number): SentStore {
  const mine = and(eq(procoreSentItems.scanId, scanId), eq(procoreSentItems.projectId, projectId));
  const upsert = async (record: SentRecord) => {
    const values = {
      remoteId: record.remoteId,
      number: record.number,
      fingerprint: record.fingerprint,
      updatedAt: new Date(),
    };
    await db
      .insert(procoreSentItems)
      .values({ scanId, projectId, itemKey: record.key, ...values })
      .onConflictDoUpdate({
        target: [procoreSentItems.scanId, procoreSentItems.projectId, procoreSentItems.itemKey],
        set: values,
      });
  };
  return {
    list: async () =>
      (await db.select().from(procoreSentItems).where(mine)).map((r) => ({
        key: r.itemKey,
        remoteId: r.remoteId,
        number: r.number,
        fingerprint: r.fingerprint,
      })),
    markPending: (key, number) => upsert({ key, remoteId: null, number, fingerprint: null }),
    record: upsert,
    forget: async (key) => {
      await db.delete(procoreSentItems).where(and(mine, eq(procoreSentItems.itemKey, key)));
    },
  };
}
