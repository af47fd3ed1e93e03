import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readProcoreConfig } from "./procore-config";
import { decryptToken, encryptToken } from "../integrations/token-cipher";

describe("Procore settings", () => {
  it("are off without a client id, and pick Procore's sandbox or production hosts", () => {
    expect(readProcoreConfig({})).toEqual({
      procore: {
        environment: "sandbox",
        loginUrl: "https://login-sandbox.procore.com",
        apiUrl: "https://sandbox.procore.com",
        app: null,
      },
      problems: [],
    });
    const key = randomBytes(32);
    const { procore } = readProcoreConfig({
      PROCORE_CLIENT_ID: "id",
      PROCORE_CLIENT_SECRET: "secret",
      PROCORE_TOKEN_KEY: key.toString("base64"),
      PROCORE_ENVIRONMENT: "production",
    });
    expect(procore).toMatchObject({ loginUrl: "https://login.procore.com", apiUrl: "https://api.procore.com" });
    expect(procore.app?.tokenKey.equals(key)).toBe(true);
  });

  it("name what is missing when a client id comes without its secret or a 32-byte key", () => {
    const { problems } = readProcoreConfig({ PROCORE_CLIENT_ID: "id", PROCORE_TOKEN_KEY: "abcd" });
    expect(problems).toEqual([
      "PROCORE_CLIENT_SECRET: required with PROCORE_CLIENT_ID",
      "PROCORE_TOKEN_KEY: required with PROCORE_CLIENT_ID, 32 bytes as 64 hex characters or base64",
    ]);
  });
});

describe("sealed tokens", () => {
  it("read back with their key only, and a changed byte is refused", () => {
    const key = randomBytes(32);
    const sealed = encryptToken(key, "access-token-value");
    expect(sealed).not.toContain("access-token-value");
    expect(encryptToken(key, "access-token-value")).not.toBe(sealed);
    expect(decryptToken(key, sealed)).toBe("access-token-value");
    expect(() => decryptToken(randomBytes(32), sealed)).toThrow();
    const [v, nonce, tag, data] = sealed.split(".");
    const flipped = `${data![0] === "A" ? "B" : "A"}${data!.slice(1)}`;
    expect(() => decryptToken(key, [v, nonce, tag, flipped].join("."))).toThrow();
  });
});
