// GET /api/openapi.json: an OpenAPI 3 document generated from the same zod schemas the routes validate with.
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { APP_VERSION } from "../app-version";
import { SESSION_COOKIE } from "./session";
import { openApiComponents, typeNullableReferences, usedComponentSchemas } from "./openapi-components";
import { documentOperation, SESSION_SCHEME, type OperationSchema } from "./openapi-operations";
import { OPENAPI_TAGS } from "./openapi-tags";

type OpenApiObject = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const transformSchema = createJsonSchemaTransform({ schemaRegistry: openApiComponents });
  const addComponents = createJsonSchemaTransformObject({ schemaRegistry: openApiComponents });
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Submittal Scanner API",
        version: APP_VERSION,
        license: { name: "AGPL-3.0-or-later", url: "https://www.gnu.org/licenses/agpl-3.0.html" },
        description:
          "Sessions are httpOnly cookies set by POST /api/login. State-changing calls need a JSON (or multipart) " +
          "body and a same-origin Origin. Errors answer { message, code }; the codes are listed in docs/api.md.",
      },
      // The API is served by the same origin as the app, wherever it is installed.
      servers: [{ url: "/", description: "This server" }],
      tags: [...OPENAPI_TAGS],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: "The signed session cookie POST /api/login and POST /api/register set.",
          },
        },
      },
    },
    // The zod schemas become JSON schemas, then each operation gets its operationId, security and error answers.
    transform: (input) => {
      const { schema, url } = transformSchema(input);
      return { schema: documentOperation(schema as OperationSchema, input.route), url };
    },
    // The shared schemas the operations reference, written once (./openapi-components.ts).
    transformObject: (input) => {
      const document = addComponents(input) as OpenApiObject;
      const schemas = usedComponentSchemas(document.paths, document.components?.schemas ?? {});
      typeNullableReferences(document.paths, schemas);
      typeNullableReferences(schemas, schemas);
      return { ...document, components: { ...document.components, schemas } } as ReturnType<typeof addComponents>;
    },
    // Only the JSON API: the SPA's static files and the Stripe webhook's raw body are not part of it.
    hideUntagged: false,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
