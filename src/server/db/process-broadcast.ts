// Tells every process that shares the database something, this process included: PostgreSQL NOTIFY on one channel
// when several processes may share it, an in-process hand-over on the embedded database (one process only). Each
// topic has its schema: a message from another process is parsed with it and dropped when it does not fit. As with
// every NOTIFY here (listen-channel.ts), a message may be lost while the listener reconnects: users of a topic keep
// a slower way to find the truth.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { listenToChannel } from "./listen-channel";

export type BroadcastTopic<T> = {
  /** Delivers to this process's subscribers at once, then to the other processes'. */
  publish: (message: T) => Promise<void>;
  /** Returns the unsubscribe. */
  subscribe: (listener: (message: T) => void) => () => void;
};

export type ProcessBroadcast = {
  /** One topic per name and process; `schema` checks what other processes send on it. */
  topic: <T>(name: string, schema: z.ZodType<T>) => BroadcastTopic<T>;
  close: () => Promise<void>;
};

export const BROADCAST_CHANNEL = "process_broadcast";

// NOTIFY refuses payloads of 8000 bytes or more; the envelope and topic name take the rest of this margin.
const MAX_MESSAGE_BYTES = 7800;

const envelopeSchema = z.object({ from: z.string(), topic: z.string(), message: z.unknown() });

type Notifier = { query: (text: string, values: unknown[]) => Promise<unknown> };
type Remote = { send: (text: string) => Promise<void> };

function createBroadcast(onError: (error: unknown) => void, remote?: Remote) {
  const processId = randomUUID();
  const listeners = new Map<string, Set<(message: unknown) => void>>();
  const schemas = new Map<string, z.ZodType<unknown>>();
  const deliver = (name: string, message: unknown) => {
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        listener(message);
      } catch (error) {
        onError(error);
      }
    }
  };
  const broadcast: ProcessBroadcast = {
    topic<T>(name: string, schema: z.ZodType<T>): BroadcastTopic<T> {
      if (schemas.has(name)) throw new Error(`broadcast topic opened twice: ${name}`);
      schemas.set(name, schema);
      const own = new Set<(message: unknown) => void>();
      listeners.set(name, own);
      return {
        publish: async (message) => {
          const text = JSON.stringify({ from: processId, topic: name, message });
          // Refused everywhere, here too: a process must not act on what the others cannot be told.
          if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES) throw new Error(`broadcast message too long on ${name}`);
          deliver(name, message);
          await remote?.send(text);
        },
        subscribe: (listener) => {
          // Only messages that passed the topic's schema reach the listeners (ours are typed by publish).
          const untyped = listener as (message: unknown) => void;
          own.add(untyped);
          return () => void own.delete(untyped);
        },
      };
    },
    close: async () => {},
  };
  const receive = (payload: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const envelope = envelopeSchema.safeParse(parsed);
    // Our own messages were delivered when published.
    if (!envelope.success || envelope.data.from === processId) return;
    const checked = schemas.get(envelope.data.topic)?.safeParse(envelope.data.message);
    if (checked?.success) deliver(envelope.data.topic, checked.data);
  };
  return { broadcast, receive };
}

/** The embedded database's: one process, so publishing is delivering. */
export function createInProcessBroadcast(onError: (error: unknown) => void): ProcessBroadcast {
  return createBroadcast(onError).broadcast;
}

/** Every process LISTENs on one channel over a dedicated connection; a message is sent with pg_notify. */
export async function createPostgresBroadcast(options: {
  connectionString: string;
  notifier: Notifier;
  onError: (error: unknown) => void;
}): Promise<ProcessBroadcast> {
  const { broadcast, receive } = createBroadcast(options.onError, {
    send: async (text) => void (await options.notifier.query("SELECT pg_notify($1, $2)", [BROADCAST_CHANNEL, text])),
  });
  const listener = await listenToChannel({
    connectionString: options.connectionString,
    channel: BROADCAST_CHANNEL,
    onNotification: receive,
    onError: options.onError,
  });
  return { topic: broadcast.topic, close: listener.close };
}
