// Who has each project open, across every web process (decision 0314). Each open socket has a row in the database
// (presence-records.ts); a row written or deleted is announced on the broadcast's presence topic, and every process
// with sockets in that project reads the project's rows again and sends the list to its sockets whose last list
// differs. A heartbeat keeps this process's rows alive, deletes the rows of processes that died, reads again every
// project open here, and closes the sockets of people who lost the project, so a lost announcement (of a presence or
// of a removal) costs at most one heartbeat.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { ProcessBroadcast } from "../../db/process-broadcast";
import type { AccessRevocations } from "../../http/access-revocations";
import { beatPresence } from "./presence-heartbeat";
import { createPresenceLists, type PresenceEntry, type PresenceSocket } from "./presence-lists";
import { clearPresence, deletePresence, insertPresence, sweepPresence } from "./presence-records";

export type PresenceRegistry = {
  join: (projectId: string, socket: PresenceSocket, userId: string) => void;
  leave: (projectId: string, socket: PresenceSocket) => void;
  /** Sweeps what earlier runs left and starts the heartbeat. */
  start: () => Promise<void>;
  /** Stops the heartbeat and deletes this process's rows, telling the other processes. */
  stop: () => Promise<void>;
};

export type PresenceTiming = { heartbeatMs: number; ttlSeconds: number };

/** A process that stops beating is gone from the others' lists within ttl + one heartbeat (20 s). */
export const PRESENCE_TIMING: PresenceTiming = { heartbeatMs: 5_000, ttlSeconds: 15 };

export const PRESENCE_TOPIC = "project_presence_changed";
const changedSchema = z.object({ projectId: z.string() });

export function createPresenceRegistry(options: {
  db: Db;
  broadcast: ProcessBroadcast;
  revocations: AccessRevocations;
  log: FastifyBaseLogger;
  /** The embedded database has one process: every row found at start is a previous run's. */
  onlyProcess: boolean;
  timing?: PresenceTiming;
}): PresenceRegistry {
  const { db, log } = options;
  const { heartbeatMs, ttlSeconds } = options.timing ?? PRESENCE_TIMING;
  const processId = randomUUID();
  const topic = options.broadcast.topic(PRESENCE_TOPIC, changedSchema);
  const projects = new Map<string, Map<PresenceSocket, PresenceEntry>>();
  const pending = new Set<Promise<unknown>>();
  let heartbeat: NodeJS.Timeout | undefined;
  let beating = false;
  let stopped = false;

  const track = (work: Promise<unknown>) => {
    const settled = work.catch((err: unknown) => log.warn({ err }, "project presence update failed"));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  };
  const announce = (projectId: string) => topic.publish({ projectId });

  const { refresh } = createPresenceLists({ db, socketsOf: (projectId) => projects.get(projectId), track });

  topic.subscribe(({ projectId }) => {
    if (projects.has(projectId)) refresh(projectId);
  });

  const beat = async () => {
    const held = [...projects.entries()].flatMap(([projectId, sockets]) =>
      [...sockets.values()]
        .filter((entry) => entry.ready)
        .map((entry) => ({ projectId, rowId: entry.rowId, userId: entry.userId })),
    );
    const changed = await beatPresence({ db, processId, ttlSeconds, held, revocations: options.revocations });
    for (const projectId of changed) await announce(projectId);
    for (const projectId of projects.keys()) refresh(projectId);
  };

  return {
    join(projectId, socket, userId) {
      const sockets = projects.get(projectId) ?? new Map<PresenceSocket, PresenceEntry>();
      projects.set(projectId, sockets);
      const entry: PresenceEntry = { rowId: randomUUID(), userId, ready: false, written: Promise.resolve(false) };
      sockets.set(socket, entry);
      entry.written = insertPresence(db, { id: entry.rowId, processId, projectId, userId }, ttlSeconds).then(
        () => true,
        (err: unknown) => {
          log.warn({ err }, "project presence update failed");
          return false;
        },
      );
      track(
        entry.written.then(async (written) => {
          entry.ready = written && sockets.get(socket) === entry;
          if (entry.ready) await announce(projectId);
        }),
      );
    },
    leave(projectId, socket) {
      const sockets = projects.get(projectId);
      const entry = sockets?.get(socket);
      if (!sockets || !entry) return;
      sockets.delete(socket);
      if (sockets.size === 0) projects.delete(projectId);
      if (stopped) return;
      track(
        entry.written.then(async (written) => {
          if (!written) return;
          await deletePresence(db, entry.rowId);
          await announce(projectId);
        }),
      );
    },
    async start() {
      if (options.onlyProcess) await clearPresence(db);
      else await sweepPresence(db);
      heartbeat = setInterval(() => {
        // The only process with no socket open has no row to keep, no other process to sweep after, nobody to close.
        if (beating || (options.onlyProcess && projects.size === 0)) return;
        beating = true;
        track(beat().finally(() => (beating = false)));
      }, heartbeatMs);
      heartbeat.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      await Promise.all([...pending]);
      const left = await sweepPresence(db, { processId });
      await Promise.all(left.map((projectId) => announce(projectId)));
    },
  };
}
