// The uploads store of this installation. Stateless, so every feature that needs it may open its own.
import { join } from "node:path";
import type { Config } from "../config";
import type { FileStore } from "./file-store";
import { createLocalFileStore } from "./local-file-store";

export function openFileStore(config: Pick<Config, "dataDir">): FileStore {
  return createLocalFileStore(join(config.dataDir, "uploads"));
}
