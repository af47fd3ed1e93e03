// The checks behind GET /readyz: features add theirs when they start (the scans feature adds its queue).
export type ReadinessCheck = () => Promise<void>;

export type CheckResult = { name: string; ok: boolean; error?: string };

export type Readiness = {
  /** A check passes by resolving and fails by throwing (its message is reported) or by taking too long. */
  add: (name: string, check: ReadinessCheck) => void;
  run: () => Promise<{ ready: boolean; checks: CheckResult[] }>;
};

/** A load balancer probes every few seconds: a check that hangs (a lost database) must answer "not ready" quickly. */
export const CHECK_TIMEOUT_MS = 2000;

export function createReadiness(timeoutMs = CHECK_TIMEOUT_MS): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  return {
    add: (name, check) => {
      checks.set(name, check);
    },
    run: async () => {
      const results = await Promise.all(
        [...checks].map(async ([name, check]): Promise<CheckResult> => {
          try {
            await withTimeout(check(), timeoutMs);
            return { name, ok: true };
          } catch (error) {
            return { name, ok: false, error: error instanceof Error ? error.message : String(error) };
          }
        }),
      );
      return { ready: results.every((r) => r.ok), checks: results };
    },
  };
}

async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
