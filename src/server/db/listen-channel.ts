// A PostgreSQL LISTEN over a dedicated connection that outlives breaks: processes that share one database (web
// servers, scan workers) tell each other things with NOTIFY. Notifications are hints: one lost while reconnecting
// must only cost time, never correctness, so every user also has a slower way to find out (a poll, the database).
import pg from "pg";

export type ChannelListener = { close: () => Promise<void> };

// Reconnect delays after the connection breaks (server restart, failover, terminated backend).
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * A break is retried with backoff. The first connection must succeed (start-up fails otherwise) unless
 * `retryFirstConnection`: then a failed first attempt is reported to `onError` and retried like a break.
 */
export async function listenToChannel(options: {
  connectionString: string;
  channel: string;
  onNotification: (payload: string) => void;
  onError: (error: unknown) => void;
  retryFirstConnection?: boolean;
}): Promise<ChannelListener> {
  const { channel } = options;
  // Our own constant names; LISTEN takes an identifier, not a parameter.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let listener: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = RECONNECT_FIRST_MS;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on("error", options.onError);
    client.on("notification", (notification) => {
      if (notification.channel === channel && notification.payload) options.onNotification(notification.payload);
    });
    client.on("end", () => {
      if (listener !== client) return;
      listener = undefined;
      reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closing) return void (await client.end());
    listener = client;
    delayMs = RECONNECT_FIRST_MS;
  }

  function reconnectLater(): void {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        options.onError(error);
        delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
        reconnectLater();
      });
    }, delayMs);
    retry.unref();
  }

  if (!options.retryFirstConnection) await listen();
  else
    await listen().catch((error: unknown) => {
      options.onError(error);
      reconnectLater();
    });
  return {
    close: async () => {
      closing = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end();
    },
  };
}
