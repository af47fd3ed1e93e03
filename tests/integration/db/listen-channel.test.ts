// A LISTEN whose database is down when it starts: by default start-up fails; with retryFirstConnection (the job
// announcements, whose workers poll meanwhile) it keeps trying and hears notifications once the database is back.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenToChannel } from "../../../src/server/db/listen-channel";
import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { havePostgresBinaries } from "../../test-environment";

const CHANNEL = "listen_channel_test";

async function notify(url: string, payload: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
  } finally {
    await client.end();
  }
}

describe.runIf(havePostgresBinaries())("a channel listener started while PostgreSQL is down", () => {
  let postgres: PrivatePostgres;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    postgres.stop();
  }, 60_000);
  afterAll(() => postgres?.destroy());

  it("fails start-up by default", async () => {
    const listening = listenToChannel({
      connectionString: postgres.url,
      channel: CHANNEL,
      onNotification: () => {},
      onError: () => {},
    });
    await expect(listening).rejects.toThrow();
  });

  it("with retryFirstConnection, reports the error, keeps trying and hears notifications once it is back", async () => {
    const errors: unknown[] = [];
    const heard: string[] = [];
    const listener = await listenToChannel({
      connectionString: postgres.url,
      channel: CHANNEL,
      onNotification: (payload) => heard.push(payload),
      onError: (error) => errors.push(error),
      retryFirstConnection: true,
    });
    try {
      expect(errors.length).toBeGreaterThan(0);
      postgres.start();
      // The listener reconnects on its own backoff (at most 10 s apart); notify until it hears one.
      const end = Date.now() + 30_000;
      while (heard.length === 0 && Date.now() < end) {
        await notify(postgres.url, "job queued");
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(heard[0]).toBe("job queued");
    } finally {
      await listener.close();
    }
  }, 60_000);
});
