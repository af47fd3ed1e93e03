// Builds the Fastify app (API + SPA) on an open database; main.ts and the integration tests both use it.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import type { DestinationStream } from "pino";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createMailer } from "./email/mailer";
import type { AppContext, AppInstance, RouteModule } from "./http/app-context";
import { registerErrorHandlers } from "./http/error-handler";
import { registerRateLimit } from "./http/rate-limit";
import { registerRequestGuard } from "./http/request-guard";
import { registerSessions } from "./http/session";
import { registerTextGuard } from "./http/text-guard";
import { safeLoggerOptions } from "./logging/safe-logger-options";
import { authRoutes } from "./auth/auth-routes";
import { adminRoutes } from "./admin/admin-routes";
import { paymentsRoutes } from "./payments/payments-routes";
import { stripeWebhookRoutes } from "./payments/stripe-webhook-routes";
import { scanRoutes } from "./scans/scan-routes";

/** Every feature's routes, in registration order. Add a feature by adding its module here. */
const ROUTE_MODULES: RouteModule[] = [authRoutes, adminRoutes, paymentsRoutes, stripeWebhookRoutes, scanRoutes];

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Folder of the built SPA; defaults to dist/web. The SPA is not served when it does not exist. */
  webDir?: string;
  /** Where log lines go; standard output by default. Tests read the log from here. */
  logStream?: DestinationStream;
};

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: { ...safeLoggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    // Forwarded headers are trusted only when an operator says a proxy sits in front.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  app.addHook("onClose", async () => mailer.close());
  const ctx: AppContext = { config, database, db: database.db, mailer };

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
  registerTextGuard(app);

  for (const routes of ROUTE_MODULES) {
    await app.register(async (scope) => routes(scope as AppInstance, ctx));
  }

  await registerSpa(app, options.webDir ?? defaultWebDir());
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

/** Serves the built SPA, falls back to index.html for client routes, and answers unknown API paths with JSON 404. */
async function registerSpa(app: AppInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(resolve(webDir, "index.html"));
  if (hasWeb) await app.register(fastifyStatic, { root: webDir, wildcard: false });
  else app.log.warn({ webDir }, "web build not found; serving the API only (run npm run build:web)");

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?", 1)[0] ?? "";
    const isApi = path === "/api" || path.startsWith("/api/") || path.startsWith("/ws");
    if (!isApi && hasWeb && (request.method === "GET" || request.method === "HEAD")) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({ message: "Not found" });
  });
}
