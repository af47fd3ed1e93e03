// The keys uploads are stored under: `<uuid>.pdf`, the same in every store. They are generated here but come back
// from the database, so every store refuses anything else (a key that could leave a folder or a bucket prefix).
import { randomUUID } from "node:crypto";

const KEY_PATTERN = /^[0-9a-f-]{36}\.pdf$/;

export function newUploadKey(): string {
  return `${randomUUID()}.pdf`;
}

export function isUploadKey(name: string): boolean {
  return KEY_PATTERN.test(name);
}

export function checkUploadKey(key: string): string {
  if (!isUploadKey(key)) throw new Error(`Invalid file store key: ${key}`);
  return key;
}
