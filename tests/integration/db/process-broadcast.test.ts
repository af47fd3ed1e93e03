// The broadcast between processes that share a database, on a real PostgreSQL (two broadcasts, as two web processes
// hold, each with its own pool and listening connection) and in-process: a message reaches every subscriber of its
// topic once, the publisher's own included; another process's message that does not fit the topic's schema is dropped;
// a message too long for NOTIFY is refused, in every process.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  BROADCAST_CHANNEL,
  createInProcessBroadcast,
  createPostgresBroadcast,
  type ProcessBroadcast,
} from "../../../src/server/db/process-broadcast";
import { createPostgresDatabase, type FreshPostgresDatabase } from "../helpers/backends";

const pingSchema = z.object({ id: z.string() });
type Ping = z.infer<typeof pingSchema>;

/** Resolves with what `received` holds once it has `n` messages, or after `ms` with what it has then. */
const settle = async (received: unknown[], n: number, ms = 3_000) => {
  const until = Date.now() + ms;
  while (received.length < n && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  // A little longer, so a duplicate would have arrived too.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return received;
};

describe("the in-process broadcast (embedded database)", () => {
  it("delivers to the topic's subscribers when published, and stops after unsubscribe", async () => {
    const broadcast = createInProcessBroadcast((error) => expect.fail(String(error)));
    const topic = broadcast.topic("ping", pingSchema);
    const other = broadcast.topic("other", pingSchema);
    const received: Ping[] = [];
    const unsubscribe = topic.subscribe((message) => received.push(message));
    other.subscribe(() => expect.fail("a message on another topic"));
    await topic.publish({ id: "one" });
    expect(received).toEqual([{ id: "one" }]);
    unsubscribe();
    await topic.publish({ id: "two" });
    expect(received).toEqual([{ id: "one" }]);
    expect(() => broadcast.topic("ping", pingSchema)).toThrow(/twice/);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the broadcast over PostgreSQL", () => {
  let postgres: FreshPostgresDatabase;
  const pools: pg.Pool[] = [];
  const broadcasts: ProcessBroadcast[] = [];
  const errors: unknown[] = [];

  const open = async () => {
    const pool = new pg.Pool({ connectionString: postgres.url, max: 4 });
    pools.push(pool);
    const broadcast = await createPostgresBroadcast({
      connectionString: postgres.url,
      notifier: pool,
      onError: (error) => errors.push(error),
    });
    broadcasts.push(broadcast);
    return broadcast;
  };

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const broadcast of broadcasts) await broadcast.close();
    for (const pool of pools) await pool.end();
    await postgres?.drop();
  });

  it("reaches the other process's subscribers once and the publisher's own once", async () => {
    const [a, b] = [await open(), await open()];
    const [onA, onB] = [a.topic("ping", pingSchema), b.topic("ping", pingSchema)];
    const atA: Ping[] = [];
    const atB: Ping[] = [];
    onA.subscribe((message) => atA.push(message));
    onB.subscribe((message) => atB.push(message));

    await onA.publish({ id: "from a" });
    expect(atA).toEqual([{ id: "from a" }]);
    expect(await settle(atB, 1)).toEqual([{ id: "from a" }]);
    await onB.publish({ id: "from b" });
    expect(await settle(atA, 2)).toEqual([{ id: "from a" }, { id: "from b" }]);
    expect(atB).toEqual([{ id: "from a" }, { id: "from b" }]);
    expect(errors).toEqual([]);
  });

  it("drops what does not fit the topic's schema, and refuses a message too long for NOTIFY", async () => {
    const listening = await open();
    const received: Ping[] = [];
    listening.topic("checked", pingSchema).subscribe((message) => received.push(message));
    const send = (payload: unknown) => pools[0]!.query("SELECT pg_notify($1, $2)", [BROADCAST_CHANNEL, payload]);
    await send(JSON.stringify({ from: "elsewhere", topic: "checked", message: { id: 7 } }));
    await send("not json");
    await send(JSON.stringify({ from: "elsewhere", topic: "unknown", message: { id: "x" } }));
    await send(JSON.stringify({ from: "elsewhere", topic: "checked", message: { id: "fits" } }));
    expect(await settle(received, 1)).toEqual([{ id: "fits" }]);

    const publisher = (await open()).topic("checked", pingSchema);
    const atPublisher: Ping[] = [];
    publisher.subscribe((message) => atPublisher.push(message));
    await expect(publisher.publish({ id: "x".repeat(8000) })).rejects.toThrow(/too long/);
    expect(atPublisher).toEqual([]);
  });
});
