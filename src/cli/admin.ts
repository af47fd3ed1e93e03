// `npm run admin -- <command>`: operator commands that work on the database directly (make the super-admin,
// grant credits, list users).
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { listAdminUsers } from "../server/admin/list-admin-users";
import { markEmailVerified } from "../server/auth/email-verification";
import { ConfigError, loadConfig, type Config } from "../server/config";
import { grantCredits } from "../server/credits/grant-credits";
import { openDatabase, type Db } from "../server/db/client";
import { DataDirLockedError } from "../server/db/lock";
import { runMigrations } from "../server/db/migrate";
import { users } from "../server/db/schema";
import { AppError } from "../server/http/app-error";
import { version } from "../../package.json";

const USAGE = `Usage:
  npm run admin -- --version | --help
  npm run admin -- make-admin <email>
  npm run admin -- grant-credits <email> <credits> --reason "<why>"
  npm run admin -- list-users

Uses the same configuration as the server (DATA_DIR or DATABASE_URL, read from the environment or .env).
With the embedded database, stop the server first: only one process can open it.
make-admin confirms the e-mail address of the account registered with SUPER_ADMIN_EMAIL, which makes it the
super-admin without following the verification link.`;

class UsageError extends Error {}

const COMMANDS = new Set(["make-admin", "grant-credits", "list-users"]);

async function grantCommand(db: Db, positionals: string[], reason: string | undefined): Promise<string> {
  const [email, amount] = positionals;
  if (!email || !amount) throw new UsageError("grant-credits needs an e-mail and a number of credits");
  const credits = Number(amount);
  if (!Number.isInteger(credits) || credits < 1)
    throw new UsageError(`credits must be a whole number >= 1, got "${amount}"`);
  if (!reason?.trim()) throw new UsageError('grant-credits needs --reason "<why>" for the audit trail');
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new AppError("not_found", `No account with the e-mail ${email}`);
  const balance = await grantCredits(db, { userId: user.id, credits, reason: reason.trim(), actorId: null });
  return `Granted ${credits} credit(s) to ${user.email}; balance is now ${balance}.`;
}

async function makeAdminCommand(db: Db, config: Config, positionals: string[]): Promise<string> {
  const [raw] = positionals;
  if (!raw) throw new UsageError("make-admin needs the e-mail of an existing account");
  const email = raw.trim().toLowerCase();
  if (config.superAdminEmail !== email) {
    const now = config.superAdminEmail ? `it is ${config.superAdminEmail}` : "it is not set";
    throw new AppError("bad_request", `set SUPER_ADMIN_EMAIL=${email} (in .env or the environment) first; ${now}`);
  }
  const user = await markEmailVerified(db, email);
  return `${user.email} is verified and is now the super-admin.`;
}

async function listUsersCommand(db: Db): Promise<string> {
  const rows = (await listAdminUsers(db)).items;
  if (rows.length === 0) return "No accounts yet.";
  const header = ["email", "name", "credits", "scans", "failed", "payments", "joined", "id"];
  const lines = rows.map((u) => [
    u.email,
    [u.firstName, u.lastName].filter(Boolean).join(" "),
    String(u.credits),
    String(u.totalScans),
    String(u.failedScans),
    String(u.totalPayments),
    u.createdAt.slice(0, 10),
    u.id,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  return [header, ...lines]
    .map((cells) =>
      cells
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        reason: { type: "string" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean" },
      },
    });
  } catch (error) {
    // parseArgs says what is wrong ("Unknown option '--x'"); the operator gets that and the usage, not a stack trace.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseCommandLine(argv);
  const [command, ...rest] = positionals;
  if (values.version) return version;
  if (values.help || !command || command === "help") return USAGE;
  if (!COMMANDS.has(command)) throw new UsageError(`unknown command "${command}"`);

  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: 2 });
  try {
    await runMigrations(database);
    if (command === "make-admin") return await makeAdminCommand(database.db, config, rest);
    if (command === "grant-credits") return await grantCommand(database.db, rest, values.reason);
    return await listUsersCommand(database.db);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(
        `The server (pid ${error.pid}) is using ${error.dataDir}: stop the server first, then run this again.`,
      );
    } else if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      // A usage error exits 2, as the scan CLI's does; failures of the command itself exit 1.
      process.exitCode = 2;
      return;
    } else if (error instanceof ConfigError || error instanceof AppError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);
