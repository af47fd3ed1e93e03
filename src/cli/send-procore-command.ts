// `submittal-scan --send procore --project ID`: the register's selected items sent to a Procore project with a token
// from the environment, for scripts. The command keeps nothing between runs, so it takes Procore's own list as the
// record of what was sent: an item whose number is already in the project is updated there, never created again.
// Each outcome goes to stderr; refused items or a failed send end with exit 1.
import type { ExportSettings, TypeMapping } from "../contract/export-settings";
import { DEFAULT_EXPORT_SETTINGS } from "../contract/export-settings";
import type { ExtractedData } from "../contract/submittal";
import { ProcoreHttp } from "../procore/procore-http";
import { planSubmittals, unmatchedTypes } from "../procore/send-plan";
import { sendSubmittals, type SentRecord, type SentStore } from "../procore/send-submittals";
import { listSubmittalTypes } from "../procore/procore-api";
import type { ExportArgs } from "./scan-args";

export class SendSetupError extends Error {}

const HOSTS = { production: "https://api.procore.com", sandbox: "https://sandbox.procore.com" } as const;

function readEnv(env: NodeJS.ProcessEnv): { token: string; companyId: number; apiUrl: string } {
  const token = env.PROCORE_ACCESS_TOKEN?.trim();
  const company = env.PROCORE_COMPANY_ID?.trim() ?? "";
  if (!token) throw new SendSetupError("--send procore needs PROCORE_ACCESS_TOKEN in the environment.");
  if (!/^\d{1,15}$/.test(company)) {
    throw new SendSetupError(
      "--send procore needs PROCORE_COMPANY_ID (the company's id, a number) in the environment.",
    );
  }
  const apiUrl = env.PROCORE_API_URL?.trim() || HOSTS[env.PROCORE_ENVIRONMENT === "sandbox" ? "sandbox" : "production"];
  return { token, companyId: Number(company), apiUrl };
}

/** Every planned item starts as "sent, answer unknown": the sender then looks each up in Procore by its number. */
function procoreListStore(keys: { key: string; number: string }[]): SentStore {
  // The command remembers nothing between runs, so which dates Procore holds from it is not known: none is cleared.
  const unknown = { remoteId: null, fingerprint: null, scheduleFields: null };
  const records = new Map<string, SentRecord>(keys.map((k) => [k.key, { ...k, ...unknown }]));
  return {
    list: async () => [...records.values()],
    markPending: async (key, number, scheduleFields) =>
      void records.set(key, { key, number, remoteId: null, fingerprint: null, scheduleFields }),
    record: async (record) => void records.set(record.key, record),
    forget: async (key) => void records.delete(key),
  };
}

export async function sendToProcore(
  data: ExtractedData,
  args: ExportArgs,
  typeMapping: TypeMapping[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ refused: number }> {
  const { token, companyId, apiUrl } = readEnv(env);
  const projectId = args.sendProject!;
  const settings: ExportSettings = {
    ...DEFAULT_EXPORT_SETTINGS,
    submittalManager: args.submittalManager,
    numbering: args.numbering,
    startNumber: args.startNumber,
    title: args.title,
  };
  const plan = planSubmittals(data, settings);
  const http = new ProcoreHttp({
    apiUrl,
    companyId,
    tokens: {
      accessToken: async () => token,
      refresh: () => Promise.reject(new SendSetupError("Procore refused PROCORE_ACCESS_TOKEN (expired or revoked).")),
    },
  });
  const companyTypes = (await listSubmittalTypes(http, companyId)).map((t) => t.name);
  const unmatched = unmatchedTypes(plan, [typeMapping], companyTypes);
  if (unmatched.length > 0) {
    throw new SendSetupError(
      `These types are not in the company's Submittal Types: ${unmatched.join(", ")}. Map them with --type-map FILE.`,
    );
  }
  const counts = { created: 0, updated: 0, skipped: 0, refused: 0 };
  const { removed } = await sendSubmittals({
    http,
    companyId,
    projectId,
    plan,
    mappings: [typeMapping],
    store: procoreListStore(plan.map((p) => ({ key: p.key, number: p.number }))),
    onOutcome: (o) => {
      counts[o.outcome]++;
      const why = o.message ? `: ${o.message}` : "";
      process.stderr.write(`${o.outcome} ${o.number} ${o.title}${why}\n`);
    },
  });
  void removed; // with no record of earlier runs, the command cannot tell what a revision removed
  process.stderr.write(
    `Procore project ${projectId}: ${counts.created} created, ${counts.updated} updated, ${counts.refused} refused (${http.requests} requests)\n`,
  );
  return { refused: counts.refused };
}
