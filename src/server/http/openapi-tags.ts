// The OpenAPI document's tags: one per feature of the API, each operation filed under the feature its path belongs to.
// Derived from the path so a new route is filed without a list to keep; a path no feature claims is untagged, which
// tests/integration/http/api-conventions.test.ts refuses.

export type OpenApiTag = { name: string; description: string };

type TagRule = OpenApiTag & { paths: RegExp };

// First match wins: the integrations' routes under /api/scans/:id/… are theirs, not the scans'.
const TAG_RULES: readonly TagRule[] = [
  {
    name: "Service",
    description: "Liveness, readiness and the app's version and limits.",
    paths: /^\/(?:healthz|readyz)$|^\/api\/app-info$/,
  },
  {
    name: "Procore",
    description: "Connecting a Procore company and project, mapping types and sending a log.",
    paths: /^\/api\/procore\/|^\/api\/scans\/:[^/]+\/procore\//,
  },
  {
    name: "Autodesk Build",
    description: "Connecting an Autodesk Build hub and project, mapping types and sending a log.",
    paths: /^\/api\/autodesk\/|^\/api\/scans\/:[^/]+\/autodesk\//,
  },
  {
    name: "Export settings",
    description: "The Excel export's columns and the submittal planning defaults, per account and per scan.",
    paths: /^\/api\/(?:export-settings|planning-settings)$|^\/api\/scans\/:[^/]+\/export-settings$/,
  },
  {
    name: "Account",
    description: "Registration, sign-in and out, e-mail verification, passwords and the signed-in user.",
    paths: /^\/api\/(?:register|login|logout|verify-email(?:\/resend)?|forgot-password|reset-password)$|^\/api\/auth\//,
  },
  {
    name: "Billing",
    description: "Credit packages, checkout confirmation, the payment history and Stripe's webhook.",
    paths: /^\/api\/(?:billing\/|payments$|stripe\/)/,
  },
  {
    name: "Admin",
    description: "The super-admin's overview of users, payments, failed scans and projects, and credit grants.",
    paths: /^\/api\/admin\//,
  },
  {
    name: "Scans",
    description: "Uploading books, the scans' progress and registers, their history and page images.",
    paths: /^\/api\/(?:scans|batches)(?:\/|$)/,
  },
  {
    name: "Projects",
    description: "Projects with revisions: the register, changes to decide, activity, members and invitations.",
    paths: /^\/api\/(?:projects|invitations)(?:\/|$)/,
  },
];

/** Every tag, in the order the document lists them. */
export const OPENAPI_TAGS: readonly OpenApiTag[] = TAG_RULES.map(({ name, description }) => ({ name, description }));

/** The tag of a route's path (fastify's form, "/api/scans/:id"), or undefined when no feature claims it. */
export function tagForPath(url: string): string | undefined {
  return TAG_RULES.find((rule) => rule.paths.test(url))?.name;
}
