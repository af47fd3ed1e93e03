// When a member is removed from a project (or leaves it), the sockets they hold open on it are told at once, in every
// web process: each open project-scoped socket subscribes with its user and project and closes itself when revoked.
// A revocation travels between processes on the broadcast's topic; every request is refused by the database anyway.
import { z } from "zod";
import type { ProcessBroadcast } from "../db/process-broadcast";

const revocationSchema = z.object({ projectId: z.string(), userId: z.string() });
export type Revocation = z.infer<typeof revocationSchema>;
type Listener = () => void;

export type AccessRevocations = {
  /** Calls `onRevoked` when `userId` loses their access to `projectId`; returns the unsubscribe. */
  watch: (revocation: Revocation, onRevoked: Listener) => () => void;
  /** Closes the member's sockets here at once, and resolves once the other processes have been sent it. */
  revoke: (revocation: Revocation) => Promise<void>;
  /** Closes the member's sockets in this process only: a check here found their access gone. */
  revokeHere: (revocation: Revocation) => void;
};

export const REVOCATION_TOPIC = "project_access_revoked";

export function createAccessRevocations(broadcast: ProcessBroadcast): AccessRevocations {
  const listeners = new Map<string, Set<Listener>>();
  const key = ({ projectId, userId }: Revocation) => `${projectId}:${userId}`;
  const topic = broadcast.topic(REVOCATION_TOPIC, revocationSchema);
  const revokeHere = (revocation: Revocation) => {
    for (const listener of [...(listeners.get(key(revocation)) ?? [])]) listener();
  };
  topic.subscribe(revokeHere);
  return {
    watch(revocation, onRevoked) {
      const k = key(revocation);
      const set = listeners.get(k) ?? new Set<Listener>();
      set.add(onRevoked);
      listeners.set(k, set);
      return () => {
        set.delete(onRevoked);
        if (set.size === 0) listeners.delete(k);
      };
    },
    revoke: (revocation) => topic.publish({ projectId: revocation.projectId, userId: revocation.userId }),
    revokeHere,
  };
}
