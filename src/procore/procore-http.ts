// Calls to Procore's REST API: the shared paced client (src/integrations/paced-http.ts: token refresh on a 401,
// X-Rate-Limit-* pacing, 429 and 503 waits) with the Procore-Company-Id header on every call. Procore has no batch
// route, so a send is one request per change.
import { PacedHttp, RemoteError, remoteMessage, type PacedHttpOptions } from "../integrations/paced-http";

export type { TokenSource } from "../integrations/paced-http";
export type { RemoteResponse as ProcoreResponse } from "../integrations/paced-http";
export { RemoteError as ProcoreError };

export type ProcoreHttpOptions = Omit<PacedHttpOptions, "service" | "headers" | "answered"> & {
  companyId: number | null;
};

/** Procore's error bodies: `{errors: {field: [..]}}`, `{errors: ".."}`, `{error: ".."}` or `{message: ".."}`. */
export const procoreMessage = remoteMessage;

export class ProcoreHttp extends PacedHttp {
  constructor(options: ProcoreHttpOptions) {
    const { companyId, ...rest } = options;
    super({
      ...rest,
      service: "Procore",
      headers: companyId === null ? {} : { "procore-company-id": String(companyId) },
      answered: [422],
    });
  }
}
