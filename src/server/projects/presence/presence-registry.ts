// Who has each project open in this process: the sockets of each project with their person, and the list sent to all
// of them whenever one arrives or leaves. With several web processes each knows its own sockets only (decision 0287).
import type { PresenceMessage, PresentPerson } from "../../../contract/project-presence";

export type PresenceSocket = { send: (text: string) => void };

export type PresenceRegistry = {
  join: (projectId: string, socket: PresenceSocket, person: PresentPerson) => void;
  leave: (projectId: string, socket: PresenceSocket) => void;
};

export function createPresenceRegistry(): PresenceRegistry {
  const projects = new Map<string, Map<PresenceSocket, PresentPerson>>();
  const broadcast = (projectId: string) => {
    const sockets = projects.get(projectId);
    if (!sockets) return;
    const people = new Map<string, PresentPerson>();
    for (const person of sockets.values()) people.set(person.userId, person);
    const message: PresenceMessage = {
      type: "presence",
      people: [...people.values()].sort((a, b) => a.name.localeCompare(b.name)),
    };
    const text = JSON.stringify(message);
    for (const socket of sockets.keys()) socket.send(text);
  };
  return {
    join(projectId, socket, person) {
      const sockets = projects.get(projectId) ?? new Map<PresenceSocket, PresentPerson>();
      sockets.set(socket, person);
      projects.set(projectId, sockets);
      broadcast(projectId);
    },
    leave(projectId, socket) {
      const sockets = projects.get(projectId);
      if (!sockets?.delete(socket)) return;
      if (sockets.size === 0) projects.delete(projectId);
      else broadcast(projectId);
    },
  };
}
