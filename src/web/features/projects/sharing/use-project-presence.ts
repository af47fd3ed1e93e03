// Who else has the project open now, over WebSocket /ws/project (src/contract/project-presence.ts). A dropped socket
// is opened again a few seconds later, unless the server refused it (4404: not, or no longer, a member).
import { useEffect, useState } from "react";
import { presenceMessageSchema, type PresentPerson } from "../../../../contract/project-presence";
import { api } from "@/config/paths";

const RETRY_MS = 3000;
const REFUSED = 4404;

export function useProjectPresence(projectId: string | null | undefined): PresentPerson[] {
  const [people, setPeople] = useState<PresentPerson[]>([]);
  useEffect(() => {
    if (!projectId) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${protocol}//${window.location.host}${api.projectSocket(projectId)}`);
      socket.addEventListener("message", (event) => {
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return; // not a message of ours
        }
        const parsed = presenceMessageSchema.safeParse(data);
        if (parsed.success) setPeople(parsed.data.people);
      });
      socket.addEventListener("close", (event) => {
        setPeople([]);
        if (!stopped && event.code !== REFUSED) retry = setTimeout(open, RETRY_MS);
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [projectId]);
  return people;
}
