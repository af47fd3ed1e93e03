import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { readAutodeskConfig } from "./autodesk-config";

const key = randomBytes(32).toString("hex");

describe("Autodesk settings", () => {
  it("are off without any AUTODESK_* variable, with the public base address", () => {
    expect(readAutodeskConfig({})).toEqual({
      autodesk: { baseUrl: "https://developer.api.autodesk.com", app: null },
      problems: [],
    });
  });

  it("read a complete set, the callback and a base address for a fake", () => {
    const { autodesk, problems } = readAutodeskConfig({
      AUTODESK_CLIENT_ID: "id",
      AUTODESK_CLIENT_SECRET: "secret",
      AUTODESK_TOKEN_KEY: key,
      AUTODESK_CALLBACK_URL: "https://app.example/api/autodesk/callback",
      AUTODESK_BASE_URL: "http://127.0.0.1:9999/",
    });
    expect(problems).toEqual([]);
    expect(autodesk.baseUrl).toBe("http://127.0.0.1:9999");
    expect(autodesk.app).toMatchObject({
      clientId: "id",
      clientSecret: "secret",
      callbackUrl: "https://app.example/api/autodesk/callback",
    });
    expect(autodesk.app?.tokenKey).toHaveLength(32);
  });

  it("stop start-up naming what a partial set lacks", () => {
    expect(() => loadConfig({ AUTODESK_CLIENT_ID: "id", DATA_DIR: "/nonexistent-never-created" })).toThrow(ConfigError);
    try {
      loadConfig({ AUTODESK_CLIENT_SECRET: "secret", AUTODESK_TOKEN_KEY: "short", DATA_DIR: "/nonexistent" });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        "AUTODESK_CLIENT_ID: required with AUTODESK_CLIENT_SECRET and AUTODESK_TOKEN_KEY",
        "AUTODESK_TOKEN_KEY: required with AUTODESK_CLIENT_ID, 32 bytes as 64 hex characters or base64",
      ]);
      return;
    }
    throw new Error("a partial set was accepted");
  });
});
