// When a member is removed from a project (or leaves it), the sockets they hold open on it are told at once:
// each open project-scoped socket subscribes with its user and project and closes itself when revoked.
export type Revocation = { projectId: string; userId: string };
type Listener = () => void;

export type AccessRevocations = {
  /** Calls `onRevoked` when `userId` loses their access to `projectId`; returns the unsubscribe. */
  watch: (revocation: Revocation, onRevoked: Listener) => () => void;
  revoke: (revocation: Revocation) => void;
};

export function createAccessRevocations(): AccessRevocations {
  const listeners = new Map<string, Set<Listener>>();
  const key = ({ projectId, userId }: Revocation) => `${projectId}:${userId}`;
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
    revoke(revocation) {
      for (const listener of [...(listeners.get(key(revocation)) ?? [])]) listener();
    },
  };
}
