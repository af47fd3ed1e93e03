// A real S3-compatible server (s3rver, objects in a temporary folder) as a separate process on loopback, with one
// bucket, for tests of the S3 file store. The SDK talks to it over HTTP exactly as to any other S3 service.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";

const require = createRequire(import.meta.url);
const S3RVER_BIN = join(require.resolve("s3rver/package.json"), "..", "bin", "s3rver.js");
/** s3rver checks signatures against this one key pair. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point a server at this bucket. */
  env: Record<string, string>;
  client: S3Client;
  /** Every object name in the bucket. */
  objectNames: () => Promise<string[]>;
  /** Stops the process (SIGKILL: an outage, not a shutdown); `start` brings it back with the same objects. */
  kill: () => Promise<void>;
  start: () => Promise<void>;
  /** Freezes the process (SIGSTOP): connections are accepted by the kernel but nothing answers until `thaw`. */
  freeze: () => void;
  thaw: () => void;
  close: () => Promise<void>;
};

export async function startS3Server(bucket = "submittal-uploads"): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"));
  let child: ChildProcess | undefined;
  let port = 0;

  async function start(): Promise<void> {
    const args = [S3RVER_BIN, "-d", directory, "-a", "127.0.0.1", "-p", String(port), "--silent"];
    child = spawn(process.execPath, [...args, "--no-vhost-buckets", "--configure-bucket", bucket], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const started = child;
    port = await new Promise<number>((resolve, reject) => {
      let output = "";
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /S3rver listening on [\d.]+:(\d+)/.exec(output);
        if (listening) resolve(Number(listening[1]));
      };
      started.stdout?.on("data", onData);
      started.stderr?.on("data", onData);
      started.once("exit", (code) => reject(new Error(`s3rver exited with ${code}:\n${output}`)));
    });
  }

  async function kill(): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  }

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    client,
    objectNames: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    kill,
    start,
    freeze: () => child?.kill("SIGSTOP"),
    thaw: () => child?.kill("SIGCONT"),
    close: async () => {
      client.destroy();
      await kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
