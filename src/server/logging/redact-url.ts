// Request URLs as the log shows them: the single-use tokens of e-mailed links (`/reset-password/<token>`,
// `/verify-email/<token>`, `/invitation/<token>`) and secret-looking query values are replaced, so whoever reads the access log cannot take
// over an account with them. The rest of the URL stays, for finding a request.

export const REDACTED = "[redacted]";

/** Paths whose next segment is a token from an e-mailed link (the app's pages and any API spelling of them). */
const TOKEN_PATH = /(\/(?:reset-password|verify-email|invitation)\/)[^/?#]+/gi;
/** Query keys whose values are credentials of some kind (token=, code=, session_id=, key=, sig=, password=…). */
const SECRET_KEY = /token|code|secret|password|passwd|session|sid|key|sig|auth/i;

function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      const key = pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, " "));
      } catch {
        // a malformed escape: judge the key as written
      }
      return SECRET_KEY.test(name) ? `${key}=${REDACTED}` : pair;
    })
    .join("&");
}

export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  // The router decodes escapes before it matches, so `/reset%2Dpassword/…` is the same page: judge the decoded path.
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judge the path as written
  }
  const safePath = TOKEN_PATH.test(decoded) ? decoded.replace(TOKEN_PATH, `$1${REDACTED}`) : path;
  TOKEN_PATH.lastIndex = 0;
  return queryAt < 0 ? safePath : `${safePath}?${redactQuery(url.slice(queryAt + 1))}`;
}
