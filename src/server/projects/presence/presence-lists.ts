// Sending each project's list of who is present to its sockets here: read from the database, one reading per project
// at a time (a change announced during one is read by one more), and sent only to sockets whose last list differs.
import type { PresenceMessage, PresentPerson } from "../../../contract/project-presence";
import type { Db } from "../../db/client";
import { listPresent } from "./presence-records";

export type PresenceSocket = { send: (text: string) => void };

/** One open socket's presence: its row, whether the row is written, and the last list it was sent. */
export type PresenceEntry = {
  rowId: string;
  userId: string;
  written: Promise<boolean>;
  ready: boolean;
  lastSent?: string;
};

export function createPresenceLists(options: {
  db: Db;
  /** The project's sockets open here; undefined when none is. */
  socketsOf: (projectId: string) => Map<PresenceSocket, PresenceEntry> | undefined;
  /** Runs background work, its failure logged. */
  track: (work: Promise<unknown>) => void;
}): { refresh: (projectId: string) => void } {
  const { db, socketsOf, track } = options;
  const refreshing = new Set<string>();
  const again = new Set<string>();

  const send = (projectId: string, people: PresentPerson[]) => {
    const message: PresenceMessage = { type: "presence", people };
    const text = JSON.stringify(message);
    for (const [socket, entry] of socketsOf(projectId) ?? []) {
      if (!entry.ready || entry.lastSent === text) continue;
      entry.lastSent = text;
      socket.send(text);
    }
  };

  const refresh = (projectId: string) => {
    if (refreshing.has(projectId)) return void again.add(projectId);
    refreshing.add(projectId);
    track(
      (async () => {
        do {
          again.delete(projectId);
          if (!socketsOf(projectId)) return;
          send(projectId, await listPresent(db, projectId));
        } while (again.has(projectId));
      })().finally(() => refreshing.delete(projectId)),
    );
  };

  return { refresh };
}
