// Scan progress events between the job handler and the WebSocket: an in-process emitter when everything runs
// in one process, PostgreSQL LISTEN/NOTIFY when web servers and scan workers are separate processes.
import { EventEmitter } from "node:events";
import { progressMessageSchema, type ProgressMessage } from "../../../contract/scans";
import { listenToChannel } from "../../db/listen-channel";

export type ProgressListener = (message: ProgressMessage) => void;

export type ProgressBus = {
  publish: (message: ProgressMessage) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (scanId: string, listener: ProgressListener) => () => void;
  /** The last `processing` message this process saw for a scan still running, for sockets that connect mid-scan. */
  latest: (scanId: string) => ProgressMessage | undefined;
  close: () => Promise<void>;
};

export const PROGRESS_CHANNEL = "scan_progress";

// Bounds the memory of `latest` if finished scans' last messages were ever lost.
const MAX_REMEMBERED = 1000;

function createLocalFanOut() {
  const emitter = new EventEmitter();
  // One listener per open progress socket; the default limit of 10 would only produce warnings.
  emitter.setMaxListeners(0);
  const last = new Map<string, ProgressMessage>();
  return {
    emit: (message: ProgressMessage) => {
      // A book's page ranges are read by several workers whose messages may cross: progress never goes back.
      const previous = last.get(message.scanId);
      if (
        message.status === "processing" &&
        previous?.totalChunks === message.totalChunks &&
        message.currentChunk < previous.currentChunk
      )
        return;
      last.delete(message.scanId);
      if (message.status === "processing") {
        if (last.size >= MAX_REMEMBERED) last.delete(last.keys().next().value ?? "");
        last.set(message.scanId, message);
      }
      emitter.emit(message.scanId, message);
    },
    latest: (scanId: string) => last.get(scanId),
    subscribe: (scanId: string, listener: ProgressListener) => {
      emitter.on(scanId, listener);
      return () => void emitter.off(scanId, listener);
    },
  };
}

export function createInProcessProgressBus(): ProgressBus {
  const fanOut = createLocalFanOut();
  return {
    publish: async (message) => void fanOut.emit(message),
    subscribe: fanOut.subscribe,
    latest: fanOut.latest,
    close: async () => {},
  };
}

type Notifier = { query: (text: string, values: unknown[]) => Promise<unknown> };

/**
 * Every process LISTENs on one channel over a dedicated connection and fans messages out locally.
 * Progress is advisory (the scan row is the truth), so a message lost while reconnecting is acceptable.
 */
export async function createPostgresProgressBus(options: {
  connectionString: string;
  notifier: Notifier;
  onError: (error: unknown) => void;
}): Promise<ProgressBus> {
  const fanOut = createLocalFanOut();
  const listener = await listenToChannel({
    connectionString: options.connectionString,
    channel: PROGRESS_CHANNEL,
    onNotification: (payload) => {
      const parsed = progressMessageSchema.safeParse(JSON.parse(payload));
      if (parsed.success) fanOut.emit(parsed.data);
    },
    onError: options.onError,
  });

  return {
    publish: async (message) => {
      await options.notifier.query("SELECT pg_notify($1, $2)", [PROGRESS_CHANNEL, JSON.stringify(message)]);
    },
    subscribe: fanOut.subscribe,
    latest: fanOut.latest,
    close: listener.close,
  };
}
