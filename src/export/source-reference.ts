// "(p. 37, ¶ 1.5.A)": where an item was found, appended to Description so a row stays checkable after import.
import type { Submittal } from "../contract/submittal";

export function sourceReference(submittal: Pick<Submittal, "page" | "ref">): string {
  const parts: string[] = [];
  if (submittal.page !== undefined) parts.push(`p. ${submittal.page}`);
  if (submittal.ref?.trim()) parts.push(`¶ ${submittal.ref.trim()}`);
  return parts.length > 0 ? `(${parts.join(", ")})` : "";
}

export function withSourceReference(text: string, submittal: Pick<Submittal, "page" | "ref">): string {
  const reference = sourceReference(submittal);
  if (!reference) return text;
  return text ? `${text} ${reference}` : reference;
}
