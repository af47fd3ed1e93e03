// Every client-side URL in one place: routes (spec §2) and API endpoints (spec §7).

export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  resetPasswordPattern: "/reset-password/:token",
  privacy: "/privacy",
  terms: "/terms",
  scan: "/scan",
  /** The spec's Failed card links Try Again to /scanner; it is kept as an alias of /scan so that link never 404s. */
  legacyScanner: "/scanner",
  results: (scanId: string) => `/results/${encodeURIComponent(scanId)}`,
  resultsPattern: "/results/:id",
  billing: "/billing",
  history: "/history",
  admin: "/admin",
  landingFeatures: "/#features",
  landingPricing: "/#pricing",
} as const;

export const api = {
  currentUser: "/api/auth/user",
  login: "/api/login",
  register: "/api/register",
  logout: "/api/logout",
  forgotPassword: "/api/forgot-password",
  resetPassword: "/api/reset-password",
  scans: "/api/scans",
  scanBatch: "/api/scans/batch",
  scan: (scanId: string) => `/api/scans/${encodeURIComponent(scanId)}`,
  payments: "/api/payments",
  billingPackages: "/api/billing/packages",
  billingConfirm: "/api/billing/confirm",
  adminUsers: "/api/admin/users",
  adminPayments: "/api/admin/payments",
  adminFailedScans: "/api/admin/scans/failed",
  adminAddCredits: "/api/admin/credits/add",
  scanProgressSocket: (scanId: string) => `/ws/scan-progress?scanId=${encodeURIComponent(scanId)}`,
} as const;

/** Where to send a signed-out visitor of a signed-in route so that sign-in brings them back. */
export function loginWithReturn(returnTo: string): string {
  return `${paths.login}?next=${encodeURIComponent(returnTo)}`;
}

/** Only same-site paths are followed after sign-in (an open redirect would let a link send users anywhere). */
export function safeReturnPath(next: string | null): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return paths.home;
  return next;
}
