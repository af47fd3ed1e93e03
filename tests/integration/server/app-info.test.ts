// GET /api/app-info answers every visitor with the configured source address (or null) and the version.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { appInfoSchema } from "../../../src/contract/app-info";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const { version } = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

describe("GET /api/app-info", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("gives the SOURCE_URL and the package version without a session", async () => {
    server = await startTestServer({ env: { SOURCE_URL: "https://code.example.test/scanner" } });
    const res = await new HttpClient(server.url).get("/api/app-info");
    expect(res.status).toBe(200);
    expect(appInfoSchema.parse(res.body)).toEqual({
      sourceUrl: "https://code.example.test/scanner",
      version,
      maxPagesPerFile: 20_000,
    });
  });

  it("says null when no source address is configured", async () => {
    server = await startTestServer();
    const res = await new HttpClient(server.url).get("/api/app-info");
    expect(res.body).toMatchObject({ sourceUrl: null });
  });
});
