// Which schedule fields a service holds from an item, and which of them a re-send clears (decision 0309). A PATCH
// without a field leaves the service's value as it was, so a date taken out of the log is sent as null, but only
// for a field this app set before: a date a scheduler typed into the service by hand is never touched.

const hasValue = (fields: object, name: string) => name in fields && (fields as Record<string, unknown>)[name] != null;

/** The fields the service holds from the item that the item no longer has; none when that is not known. */
export function clearedFields(held: readonly string[] | null, fields: object): string[] {
  return (held ?? []).filter((name) => !hasValue(fields, name));
}

/** The fields with each cleared one sent as null (the services' schedule fields take null: "clear it"). */
export function withClears<T extends object>(fields: T, cleared: readonly string[]): T {
  return { ...fields, ...Object.fromEntries(cleared.map((name) => [name, null])) } as T;
}

/**
 * The fields without the clears among `names`: what a fingerprint is taken of, the same as for an item that never had
 * those fields, so a clear done once is not done again.
 */
export function withoutClears<T extends object>(fields: T, names: readonly string[]): T {
  return Object.fromEntries(
    Object.entries(fields).filter(([name, value]) => value != null || !names.includes(name)),
  ) as T;
}

/**
 * What the service holds after it took `taken`: a field sent with a value is held, one sent as null is not, one not
 * sent is as it was (unknown before: not counted, as nothing of it can be cleared).
 */
export function heldAfter(previous: readonly string[] | null, taken: object, names: readonly string[]): string[] {
  return names.filter((name) => (name in taken ? hasValue(taken, name) : (previous ?? []).includes(name)));
}
