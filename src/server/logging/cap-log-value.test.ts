import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { capLogValue } from "./cap-log-value";
import { maskSql, toSafeError } from "./safe-error";

describe("capLogValue", () => {
  it("redacts secret-named fields at any depth and bounds strings and arrays", () => {
    const logged = capLogValue({
      headers: { authorization: "Bearer abc", cookie: "sid=s1", "stripe-signature": "t=1,v1=x" },
      user: { passwordHash: "$argon2id$v=19$abc", sessionId: "s1", resetToken: "tok" },
      body: "y".repeat(10_000),
      list: Array.from({ length: 100 }, (_, i) => i),
    });
    const text = JSON.stringify(logged);
    for (const secret of ["Bearer abc", "sid=s1", "v1=x", "$argon2id", '"s1"', '"tok"']) {
      expect(text).not.toContain(secret);
    }
    expect(text.length).toBeLessThan(2_500);
    expect(text).toContain("8000 more characters");
    expect(text).toContain("80 more");
  });
});

describe("toSafeError", () => {
  it("drops a failed query's parameters from message, stack and fields, and the row in `detail`", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
      detail: "Failing row contains (secret-value).",
    });
    const error = new DrizzleQueryError(
      "insert into users (email, password_hash) values ($1, $2)",
      ["a@b.test", "$argon2id$secret"],
      cause,
    );
    const text = JSON.stringify(toSafeError(error));
    expect(text).not.toContain("$argon2id$secret");
    expect(text).not.toContain("secret-value");
    expect(text).toContain("Failed query: insert into users (email, password_hash) values ($1, $2)");
    expect(text).toContain('"code":"22021"');
  });

  it("masks literals in SQL text", () => {
    expect(maskSql("select * from sessions where sid = 'abc''d' and n = 123456")).toBe(
      "select * from sessions where sid = '?' and n = ?",
    );
  });
});
