// How the start-up config reads an environment variable that may be left blank.
import { z } from "zod";

/**
 * An optional variable: blank (a line copied from .env.example, or only spaces) means "not set", never "set to
 * the empty string", so the schema's own default or absence applies.
 */
export function optionalEnv<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
}

/** A variable with a default: blank takes the default, as an unset one does. */
export function envWithDefault<T extends z.ZodType>(schema: T, fallback: NonNullable<z.input<T>>) {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    schema.default(fallback as z.util.NoUndefined<z.core.output<T>>),
  );
}
