// A member's presence socket (/ws/project) on one web server, for the presence suites: every list it is sent, how it
// closed, and waits for the nth list or for a list that fits.
import WebSocket from "ws";
import { presenceMessageSchema, type PresenceMessage } from "../../../src/contract/project-presence";

export type PresenceWatcher = {
  messages: PresenceMessage[];
  closed: Promise<number>;
  close: () => void;
  next: (n: number) => Promise<PresenceMessage>;
  /** The latest list if its names are `names`, else the next that has them; rejects after `timeoutMs`. */
  until: (names: string[], timeoutMs?: number) => Promise<PresenceMessage>;
};

export const presentNames = (message: PresenceMessage): string[] => message.people.map((p) => p.name);

export function watchPresence(baseUrl: string, cookies: Map<string, string>, projectId: string): PresenceWatcher {
  const url = new URL(`/ws/project?projectId=${projectId}`, baseUrl);
  url.protocol = "ws:";
  const socket = new WebSocket(url, { headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } });
  const messages: PresenceMessage[] = [];
  const waiters: { fits: (m: PresenceMessage, index: number) => boolean; resolve: (m: PresenceMessage) => void }[] = [];
  socket.on("message", (data: Buffer) => {
    const message = presenceMessageSchema.parse(JSON.parse(data.toString("utf8")));
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.fits(message, messages.length)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<number>((resolve) => socket.once("close", (code: number) => resolve(code)));
  const wait = (
    fits: (m: PresenceMessage, index: number) => boolean,
    timeoutMs: number,
    what: string,
    found = messages.find((m, i) => fits(m, i + 1)),
  ) => {
    if (found) return Promise.resolve(found);
    return new Promise<PresenceMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        const seen = messages.map((m) => presentNames(m).join(", ")).join(" | ");
        reject(new Error(`no presence list ${what} within ${timeoutMs} ms; received: ${seen}`));
      }, timeoutMs);
      waiters.push({ fits, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  };
  return {
    messages,
    closed,
    close: () => socket.close(),
    next: (n) => wait((_, index) => index === n, 10_000, `number ${n}`),
    until: (names, timeoutMs = 10_000) => {
      const wanted = JSON.stringify(names);
      const fits = (m: PresenceMessage) => JSON.stringify(presentNames(m)) === wanted;
      const latest = messages.at(-1);
      const seen = messages.length;
      return wait(
        (m, index) => index > seen && fits(m),
        timeoutMs,
        `naming ${wanted}`,
        latest && fits(latest) ? latest : undefined,
      );
    },
  };
}
