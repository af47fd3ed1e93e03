// The database side of one presence heartbeat: this process's rows kept alive (and written again where another process
// swept them), the sockets of people who lost their project closed, and the rows of processes that died deleted.
import type { Db } from "../../db/client";
import type { AccessRevocations } from "../../http/access-revocations";
import { insertPresence, keepPresenceAlive, presenceWithoutAccess, sweepPresence } from "./presence-records";

/** A row this process holds for one open socket. */
export type HeldPresence = { projectId: string; rowId: string; userId: string };

/** The projects whose rows changed (written again or swept), for the caller to announce. */
export async function beatPresence(options: {
  db: Db;
  processId: string;
  ttlSeconds: number;
  held: HeldPresence[];
  revocations: AccessRevocations;
}): Promise<Set<string>> {
  const { db, processId, ttlSeconds, held } = options;
  const kept = await keepPresenceAlive(
    db,
    processId,
    held.map(({ rowId }) => rowId),
    ttlSeconds,
  );
  // A row another process swept while this one could not reach the database is written again.
  const rewritten = new Set<string>();
  for (const { projectId, rowId, userId } of held.filter(({ rowId }) => !kept.has(rowId))) {
    await insertPresence(db, { id: rowId, processId, projectId, userId }, ttlSeconds);
    rewritten.add(projectId);
  }
  for (const revocation of await presenceWithoutAccess(db, processId)) options.revocations.revokeHere(revocation);
  const swept = await sweepPresence(db);
  return new Set([...rewritten, ...swept]);
}
