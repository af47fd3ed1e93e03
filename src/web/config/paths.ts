// Every client-side URL in one place: routes (product §2) and API endpoints (product §7).

export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  /** The token is optional in the pattern so that a link that lost it says so instead of showing a blank page. */
  resetPasswordPattern: "/reset-password/:token?",
  verifyEmailPattern: "/verify-email/:token?",
  invitation: (token: string) => `/invitation/${encodeURIComponent(token)}`,
  invitationPattern: "/invitation/:token?",
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
  account: "/account",
  landingFeatures: "/#features",
  landingPricing: "/#pricing",
} as const;

export const api = {
  appInfo: "/api/app-info",
  currentUser: "/api/auth/user",
  changePassword: "/api/auth/password",
  login: "/api/login",
  register: "/api/register",
  logout: "/api/logout",
  forgotPassword: "/api/forgot-password",
  resetPassword: "/api/reset-password",
  verifyEmail: "/api/verify-email",
  resendVerificationEmail: "/api/verify-email/resend",
  previewInvitation: "/api/invitations/preview",
  acceptInvitation: "/api/invitations/accept",
  scans: "/api/scans",
  /** One page of a paged list (GET /api/scans and the admin lists). */
  page: (list: string, params: { limit: number; cursor?: string | null; q?: string }) => {
    const query = new URLSearchParams({ limit: String(params.limit) });
    if (params.cursor) query.set("cursor", params.cursor);
    if (params.q) query.set("q", params.q);
    return `${list}?${query.toString()}`;
  },
  scanOverview: (monthStart: string) => `/api/scans/overview?monthStart=${encodeURIComponent(monthStart)}`,
  scanBatch: "/api/scans/batch",
  /** The user's own completed scans of files with these SHA-256s (hex). */
  earlierScans: (sha256: readonly string[]) => `/api/scans/by-content?sha256=${sha256.join(",")}`,
  scan: (scanId: string) => `/api/scans/${encodeURIComponent(scanId)}`,
  batches: "/api/batches",
  payments: "/api/payments",
  billingPackages: "/api/billing/packages",
  billingConfirm: "/api/billing/confirm",
  adminUsers: "/api/admin/users",
  adminPayments: "/api/admin/payments",
  adminFailedScans: "/api/admin/scans/failed",
  adminProjects: "/api/admin/projects",
  adminOverview: "/api/admin/overview",
  adminAddCredits: "/api/admin/credits/add",
  exportSettings: "/api/export-settings",
  planningSettings: "/api/planning-settings",
  procoreStatus: "/api/procore/status",
  procoreConnect: (returnTo: string) => `/api/procore/connect?returnTo=${encodeURIComponent(returnTo)}`,
  procoreConnection: "/api/procore/connection",
  procoreCompanies: "/api/procore/companies",
  procoreProjects: (companyId: number) => `/api/procore/projects?companyId=${companyId}`,
  procoreSelection: "/api/procore/selection",
  procoreTypeMapping: "/api/procore/type-mapping",
  autodeskStatus: "/api/autodesk/status",
  autodeskConnect: (returnTo: string) => `/api/autodesk/connect?returnTo=${encodeURIComponent(returnTo)}`,
  autodeskConnection: "/api/autodesk/connection",
  autodeskHubs: "/api/autodesk/hubs",
  autodeskProjects: (hubId: string) => `/api/autodesk/projects?hubId=${encodeURIComponent(hubId)}`,
  autodeskSelection: "/api/autodesk/selection",
  autodeskTypeMapping: "/api/autodesk/type-mapping",
  projectSocket: (projectId: string) => `/ws/project?projectId=${encodeURIComponent(projectId)}`,
  scanProgressSocket: (scanId: string) => `/ws/scan-progress?scanId=${encodeURIComponent(scanId)}`,
} as const;

/** Where to send a signed-out visitor of a signed-in route so that sign-in brings them back. */
export function loginWithReturn(returnTo: string): string {
  return `${paths.login}?next=${encodeURIComponent(returnTo)}`;
}

/**
 * Where to go after sign-in: the requested path with its query string (e.g. `/billing?session_id=…` back from the
 * payment page), but only on this site, so the parameter cannot be used as an open redirect.
 */
export function safeReturnPath(next: string | null): string {
  // Browsers read a backslash as "/" and drop tabs and newlines inside URLs: "/\evil.example" would leave the site.
  if (!next || !next.startsWith("/") || [...next].some((c) => c === "\\" || c <= "\u001f" || c === "\u007f")) {
    return paths.home;
  }
  const base = "http://return-path.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return paths.home;
  }
  if (url.origin !== base) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
