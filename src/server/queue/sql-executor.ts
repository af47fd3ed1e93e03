// The one method pg-boss needs from a database connection, for PGlite and for a Drizzle transaction.
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";

// pg-boss types rows as any[]; callers read them through pg-boss's own typed methods.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors pg-boss's Db type
export type SqlRows = { rows: any[] };

export type SqlExecutor = {
  executeSql: (text: string, values?: unknown[]) => Promise<SqlRows>;
};

/** pg-boss on embedded PGlite: parameterised statements go through `query`, its multi-statement migrations through `exec`. */
export function pgliteExecutor(client: Pick<PGlite, "query" | "exec">): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** Rebuilds `text` with `$n` placeholders as a Drizzle SQL object, so a statement can join a Drizzle transaction. */
export function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(piece));
    // Drizzle drops `undefined` from templates; pg sends it as NULL, so do the same.
    else chunks.push(sql`${values[Number(piece) - 1] ?? null}`);
  });
  return sql.join(chunks, sql.raw(""));
}

type DrizzleExecutable = { execute: (query: SQL) => PromiseLike<unknown> };

/** Lets pg-boss `send` run inside a Drizzle transaction (both the PGlite and the node-postgres driver return `{ rows }`). */
export function drizzleExecutor(tx: DrizzleExecutable): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(toDrizzleSql(text, values))) as SqlRows;
      return { rows: result.rows };
    },
  };
}
