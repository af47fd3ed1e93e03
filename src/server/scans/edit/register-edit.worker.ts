// Worker-thread entry: the CPU-heavy part of a register save, off the server's event loop. A 5 MB body costs
// hundreds of milliseconds to parse, check for unstorable text, validate, tag and compare with the stored register;
// on the event loop that stalled every other user's requests for as long.
import { parentPort } from "node:worker_threads";
import { registerETag } from "../../../contract/register-etag";
import { updateScanSchema } from "../../../contract/scans";
import type { ExtractedData } from "../../../contract/submittal";
import { BAD_TEXT_MESSAGE, hasUnstorableText } from "../../http/text-guard";
import { describeRegisterSave, hasChanges } from "../../../contract/register-changes";
import type { RegisterEditInput, RegisterEditResult } from "./register-edit-protocol";

const port = parentPort;
if (!port) throw new Error("register-edit.worker must run in a worker thread");

async function check(input: RegisterEditInput): Promise<RegisterEditResult> {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(input.body).toString("utf8"));
  } catch {
    return { ok: false, message: "The request body is not valid JSON." };
  }
  if (hasUnstorableText(body)) return { ok: false, message: BAD_TEXT_MESSAGE };
  const parsed = updateScanSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid request" };
  const next = parsed.data.extractedData;
  const previous = input.previous === null ? null : (JSON.parse(input.previous) as ExtractedData);
  const { summary, itemChanges } = describeRegisterSave(previous, next);
  return {
    ok: true,
    next: JSON.stringify(next),
    previousETag: await registerETag(previous),
    nextETag: await registerETag(next),
    summary,
    itemChanges,
    changed: hasChanges(summary),
  };
}

port.on("message", (input: RegisterEditInput) => {
  check(input).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ ok: false, message: String(error) }),
  );
});
