import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_PREFIX, DOCS_PREFIX } from "../prefixes.js";
import { describeOperation, withErrorResponses } from "./openapiOperations.js";
import { OPENAPI_TAGS } from "./openapiTags.js";

const DESCRIPTION = `The API of the wellness back office, as the app itself uses it.

Sign in with \`POST /auth/login\` and send the token it answers as \`Authorization: Bearer <token>\`.
The business owner (role 2) reads and writes under \`/merchant/\`. Staff (role 3) read under the bare
path and write under \`/staff/\`, each route needing the service permission it names; their operations
are named with a \`staff\` prefix (\`listClients\` for the owner, \`staffListClients\` for staff).

Lists follow react-admin's simple-rest contract (\`sort\`, \`range\`, \`filter\` and the \`Content-Range\`
header). Errors answer \`{ message, errors? }\` with the field messages of a refused body.`;

/** The OpenAPI document, generated from the route schemas, at /wellness/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: "Wellness back office API",
          version: "1.0.0",
          description: DESCRIPTION,
          contact: {
            name: "The business running this server",
            url: app.config.appUrl,
          },
        },
        // Paths are written relative to the API prefix (stripBasePath).
        servers: [{ url: API_PREFIX, description: "This server" }],
        tags: OPENAPI_TAGS,
        components: {
          securitySchemes: {
            bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          },
        },
        security: [{ bearer: [] }],
      },
      transform: describeOperation,
      transformObject: withErrorResponses,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: "docs" },
);
