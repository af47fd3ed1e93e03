// GET /api/openapi.json: an OpenAPI 3 document generated from the same zod schemas the routes validate with.
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { APP_VERSION } from "../app-info/app-version";

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Submittal Scanner API",
        version: APP_VERSION,
        description:
          "Sessions are httpOnly cookies set by POST /api/login. State-changing calls need a JSON (or multipart) " +
          "body and a same-origin Origin. Errors answer { message, code }; the codes are listed in docs/api.md.",
      },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } } },
    },
    transform: jsonSchemaTransform,
    // Only the JSON API: the SPA's static files and the Stripe webhook's raw body are not part of it.
    hideUntagged: false,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
