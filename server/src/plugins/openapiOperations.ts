import type {
  SwaggerTransform,
  SwaggerTransformObject,
} from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { AccessRule } from "../lib/access.js";

/**
 * Finishes each operation of the OpenAPI document from the route's access rule
 * (so the document says what the server enforces):
 * - routes only staff may call get their name prefixed with `staff`
 *   (`listClients` is the owner's, `staffListClients` the staff one's), so a
 *   resource mounted in the merchant/, staff/ and bare scopes keeps unique names;
 * - the description ends with who may call it;
 * - public routes need no token (`security: []`).
 */
export const describeOperation: SwaggerTransform = (document) => {
  const out = jsonSchemaTransform(document);
  const access = document.route.config?.access;
  const schema = out.schema as Record<string, unknown> | undefined;
  if (!access || !schema || schema.hide) return out;
  const staff = staffOnly(access);
  return {
    ...out,
    schema: {
      ...schema,
      ...(staff && typeof schema.operationId === "string"
        ? {
            operationId: `staff${capitalise(schema.operationId)}`,
            summary: `${schema.summary as string} (staff)`,
          }
        : {}),
      description: [schema.description, callerText(access)]
        .filter(Boolean)
        .join("\n\n"),
      ...("public" in access ? { security: [] } : {}),
    },
  };
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const staffOnly = (access: AccessRule) =>
  !("public" in access) && access.roles.length === 1 && access.roles[0] === 3;

/** Who may call the route, as one sentence. */
export function callerText(access: AccessRule): string {
  if ("public" in access) return "Public: no token needed.";
  const who = access.roles.map((role) =>
    role === 2
      ? "the business owner (role 2)"
      : access.serviceId
        ? `staff (role 3) granted service ${access.serviceId}`
        : "any signed-in staff user (role 3)",
  );
  return `Caller: ${who.join(" or ")}.`;
}

/** Every error the API sends, from one handler (plugins/errors.ts, SPEC §8). */
const ERROR_RESPONSE = {
  description:
    "Refused (4xx) or failed (5xx): the reason as a sentence and, for a refused body, a message per field.",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["status", "message", "data"],
        properties: {
          status: { type: "integer", enum: [0] },
          message: { type: "string", description: "The reason, to show." },
          data: { type: "string", description: "The same reason." },
          errors: {
            type: "object",
            description: "A message per refused field.",
            additionalProperties: { type: "string" },
          },
          code: {
            type: "string",
            description:
              "Present when the client can act on the reason, e.g. `over_receipt` (confirm and resend).",
          },
        },
      },
    },
  },
};
const ERROR_REF = { $ref: "#/components/responses/Error" };

const isOperation = (v: unknown): v is { responses: object } =>
  typeof v === "object" && v !== null && "responses" in v;

/** Adds the error answer, declared once, to every operation of the document. */
export const withErrorResponses: SwaggerTransformObject = (document) => {
  if (!("openapiObject" in document)) return document.swaggerObject;
  const doc = document.openapiObject;
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item ?? {}).map(([method, op]: [string, unknown]) => [
          method,
          isOperation(op)
            ? {
                ...op,
                responses: {
                  ...op.responses,
                  "4XX": ERROR_REF,
                  "5XX": ERROR_REF,
                },
              }
            : op,
        ]),
      ),
    ]),
  );
  return {
    ...doc,
    paths,
    components: {
      ...doc.components,
      responses: { ...doc.components?.responses, Error: ERROR_RESPONSE },
    },
  } as typeof doc;
};
