// Tokens of a connected service (Procore, Autodesk) at rest: AES-256-GCM with the service's key from the environment
// (PROCORE_TOKEN_KEY, AUTODESK_TOKEN_KEY), a fresh 12-byte nonce per value, stored as "v1.<nonce>.<tag>.<ciphertext>"
// in base64url. A value changed in the database, or read with another key, fails.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export function encryptToken(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", nonce, cipher.getAuthTag(), data]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function decryptToken(key: Buffer, stored: string): string {
  const [version, nonce, tag, data] = stored.split(".");
  if (version !== "v1" || !nonce || !tag || data === undefined) throw new Error("Stored token is not in a known form");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

/** A token key from the environment: 32 bytes as 64 hex characters or base64; null when it is not one. */
export function readTokenKey(text: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  return bytes.length === 32 ? bytes : null;
}
