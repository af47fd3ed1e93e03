// One bound for any string written to the log, saying how much was left out.

export const MAX_LOG_STRING = 2_000;

export function capString(value: string, max = MAX_LOG_STRING): string {
  if (value.length <= max) return value;
  return `${value.slice(0, max)}… (${value.length - max} more characters)`;
}
