import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/**
 * OpenAPI 3.1 built from the routes' own zod schemas, so the document cannot drift from what the server checks.
 * Register before the routes: the swagger plugin collects each route as it is added.
 */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Dobara API",
        version: "1",
        description:
          "Peer-to-peer marketplace for pre-owned goods in India. Signed-in calls send `Authorization: Bearer <token>` " +
          "from `POST /api/auth/login` (or the OTP login). Errors are `{ message, code, details? }`. Prices are whole rupees.",
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    // Only /api routes are the API: the web app's catch-all and the uploaded files are left out, and so is the viewer.
    transform: (input) => {
      const isApi = input.url.startsWith("/api/") && !input.url.startsWith("/api/docs");
      if (!isApi) return { schema: { ...input.schema, hide: true }, url: input.url };
      const out = jsonSchemaTransform(input);
      // Grouped by the path's first segment (auth, products, admin, ...), which is how the modules are cut.
      return { ...out, schema: { ...out.schema, tags: [input.url.split("/")[2] ?? "api"] } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The viewer's own script and styles are files, so our strict Content-Security-Policy still holds.
    staticCSP: false,
    uiConfig: { deepLinking: true, docExpansion: "list", tryItOutEnabled: false },
  });
}
