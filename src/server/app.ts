// Builds the Fastify app (API + SPA) on an open database; main.ts and the integration tests both use it.
import { existsSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyBaseLogger } from "fastify";
import type { DestinationStream } from "pino";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createMailer } from "./email/mailer";
import type { AppContext, AppInstance, RouteModule } from "./http/app-context";
import { registerCompression } from "./http/compression";
import { registerConditionalGet } from "./http/conditional-get";
import { registerErrorHandlers } from "./http/error-handler";
import { registerIdParamGuard } from "./http/id-params";
import { registerOpenApi } from "./http/openapi";
import { registerRateLimit } from "./http/rate-limit";
import { registerRequestGuard } from "./http/request-guard";
import { trackRouteMethods, type RouteMethods } from "./http/route-methods";
import { registerSessions } from "./http/session";
import { accountRoutes } from "./account/account-routes";
import { healthRoutes } from "./health/health-routes";
import { createReadiness } from "./http/readiness";
import { registerTextGuard } from "./http/text-guard";
import { safeLoggerOptions } from "./logging/safe-logger-options";
import { authRoutes } from "./auth/auth-routes";
import { adminRoutes } from "./admin/admin-routes";
import { appInfoRoutes } from "./app-info/app-info-routes";
import { paymentsRoutes } from "./payments/payments-routes";
import { stripeWebhookRoutes } from "./payments/stripe-webhook-routes";
import { scanRoutes } from "./scans/scans-feature";
import { exportSettingsRoutes } from "./export-settings/export-settings-routes";
import { planningSettingsRoutes } from "./planning-settings/planning-settings-routes";
import { projectsRoutes } from "./projects/projects-routes";
import { procoreRoutes } from "./procore/procore-routes";
import { autodeskRoutes } from "./autodesk/autodesk-routes";
import { createAccessRevocations } from "./http/access-revocations";
import { openProcessBroadcast } from "./http/open-process-broadcast";

/** Every feature's routes, in registration order. Add a feature by adding its module here. */
const ROUTE_MODULES: RouteModule[] = [
  healthRoutes,
  appInfoRoutes,
  authRoutes,
  accountRoutes,
  adminRoutes,
  paymentsRoutes,
  stripeWebhookRoutes,
  scanRoutes,
  exportSettingsRoutes,
  planningSettingsRoutes,
  projectsRoutes,
  procoreRoutes,
  autodeskRoutes,
];

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** The process's logger (src/server/logger.ts); tests leave it out and get plain pino at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** The migrations folder start-up applied; defaults to the bundled one. */
  migrationsDir?: string;
  /** Folder of the built SPA; defaults to dist/web. The SPA is not served when it does not exist. */
  webDir?: string;
  /** Where log lines go; standard output by default. Tests read the log from here. */
  logStream?: DestinationStream;
};

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : {
          logger: {
            ...safeLoggerOptions(config.logLevel),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
        }),
    // Forwarded headers are trusted only when an operator says a proxy sits in front.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  const routeMethods = trackRouteMethods(app);
  const webDir = options.webDir ?? defaultWebDir();
  // Before compression: the build compresses the SPA's files once (scripts/compress-web.mjs), not each request.
  const hasWeb = await registerStaticFiles(app, webDir);
  await registerCompression(app);
  registerConditionalGet(app);
  await registerOpenApi(app);

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  app.addHook("onClose", async () => mailer.close());
  const broadcast = await openProcessBroadcast(config, database, app.log);
  // Registered before the features' hooks, so it closes after theirs (a feature may still publish while closing).
  app.addHook("onClose", async () => broadcast.close());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    readiness: createReadiness(),
    broadcast,
    revocations: createAccessRevocations(broadcast),
    migrationsDir: options.migrationsDir,
  };

  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    // HSTS over plain http would be ignored at best and pin a LAN install to https at worst.
    strictTransportSecurity: config.appUrl.startsWith("https:")
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
  });
  await app.register(cookie, { secret: config.sessionSecret });
  await registerRateLimit(app);
  registerRequestGuard(app, config);
  registerSessions(app, ctx);
  registerIdParamGuard(app);
  registerTextGuard(app);

  // For every feature's sockets (a scan's progress, a project's presence); the session hook above checks them too.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  for (const routes of ROUTE_MODULES) {
    await app.register(async (scope) => routes(scope as AppInstance, ctx));
  }

  registerNotFound(app, hasWeb, routeMethods);
  return app;
}

function webSocketOrigin(appUrl: string): string {
  const url = new URL(appUrl);
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
}

function cspDirectives(config: Config) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix positions popovers with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    // The progress socket is this origin's: 'self' plus its ws(s) form, which older browsers do not fold into 'self'.
    connectSrc: ["'self'", () => webSocketOrigin(config.appUrl)],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Only meaningful over https; on http://<LAN address> it would break every asset.
    upgradeInsecureRequests: config.appUrl.startsWith("https:") ? [] : null,
  };
}

function defaultWebDir(): string {
  // dist/main.js sits beside dist/web; from source (tests) fall back to the working directory's dist/web.
  const besideBundle = fileURLToPath(new URL("./web", import.meta.url));
  return existsSync(besideBundle) ? besideBundle : resolve("dist/web");
}

/**
 * Vite names everything under assets/ by its content hash, so a browser may keep those forever; index.html names the
 * current hashes and must be revalidated on every visit, or a deploy would not reach returning users.
 */
export function cacheControlFor(webDir: string, filePath: string): string {
  const path = relative(webDir, filePath).split(sep).join("/");
  if (path.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (path === "index.html" || path.startsWith("index.html.")) return "no-cache";
  return "public, max-age=0";
}

/** Serves the built SPA's files; false when there is no build (the API is served alone). */
async function registerStaticFiles(app: AppInstance, webDir: string): Promise<boolean> {
  const hasWeb = existsSync(resolve(webDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      // index.html.br / .gz written by scripts/compress-web.mjs at build time, sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header("cache-control", cacheControlFor(webDir, path));
      },
    });
  } else app.log.warn({ webDir }, "web build not found; serving the API only (run npm run build:web)");
  return hasWeb;
}

/** Falls back to index.html for client routes, and answers unknown API paths with JSON 404 (or 405 and Allow). */
function registerNotFound(app: AppInstance, hasWeb: boolean, routeMethods: RouteMethods): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?", 1)[0] ?? "";
    const isApi = path === "/api" || path.startsWith("/api/") || path.startsWith("/ws");
    if (!isApi && hasWeb && (request.method === "GET" || request.method === "HEAD")) {
      return reply.type("text/html").sendFile("index.html");
    }
    const allowed = isApi ? routeMethods.allowedFor(path) : [];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send({ message: `${request.method} is not allowed here.`, code: "METHOD_NOT_ALLOWED" });
    }
    return reply.status(404).send({ message: "Not found", code: "NOT_FOUND" });
  });
}
