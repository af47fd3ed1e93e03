// The process's pino logger: one JSON object per line for log collectors, or readable coloured lines for a person at a
// terminal (pino-pretty, a development dependency: a production install without it still starts, with JSON).
import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "./config";
import { safeLoggerOptions } from "./logging/safe-logger-options";

export type LogFormat = "json" | "pretty";

/** `auto` is pretty only for a person: stdout is a terminal and this is not a production server. */
export function chooseLogFormat(options: {
  requested: Config["logFormat"];
  production: boolean;
  stdoutIsTerminal: boolean;
}): LogFormat {
  if (options.requested !== "auto") return options.requested;
  return options.stdoutIsTerminal && !options.production ? "pretty" : "json";
}

export async function createLogger(
  config: Pick<Config, "logLevel" | "logFormat" | "production">,
  name?: string,
): Promise<Logger> {
  const format = chooseLogFormat({
    requested: config.logFormat,
    production: config.production,
    stdoutIsTerminal: process.stdout.isTTY === true,
  });
  // Every call goes through the scrubber (no query parameters, secrets or megabyte values in a line).
  const options = safeLoggerOptions(config.logLevel, name);
  if (format === "json") return pino(options);
  const pretty = await loadPrettyStream();
  if (!pretty) {
    const log = pino(options);
    log.warn("LOG_FORMAT=pretty needs the pino-pretty package (a development dependency); logging JSON");
    return log;
  }
  return pino(options, pretty);
}

async function loadPrettyStream(): Promise<DestinationStream | null> {
  try {
    const { default: pretty } = await import("pino-pretty");
    // Synchronous: a line is on the terminal before the next statement runs (and before an exit).
    return pretty({ colorize: process.stdout.isTTY === true, sync: true, ignore: "pid,hostname" });
  } catch {
    return null;
  }
}
