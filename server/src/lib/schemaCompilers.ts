import { z } from "zod";
import type {
  FastifyBaseLogger,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from "fastify";
import {
  serializerCompiler as zodSerializerCompiler,
  validatorCompiler as zodValidatorCompiler,
} from "fastify-type-provider-zod";
import { findNulCharacter, NUL_MESSAGE } from "./schemas.js";

/**
 * How every route's schemas are applied (app.ts): the zod type provider's,
 * with two rules of the whole API added in one place.
 */

/**
 * Input: the route's zod schema, then the text rule of lib/schemas.ts — no
 * string anywhere in the parsed body, query string or path may hold U+0000
 * (PostgreSQL cannot store it). The refusal is a validation error like any
 * other: 422 for a body, 400 for a query string, naming the field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const result = validate(data) as { value?: unknown; error?: unknown };
    if (result.error) return result as never;
    const path = findNulCharacter(result.value);
    if (!path) return result as never;
    return {
      error: [
        {
          keyword: "nul_character",
          instancePath: `/${path.join("/")}`,
          schemaPath: "#",
          params: {},
          message: NUL_MESSAGE,
        },
      ],
    } as never;
  };
};

type Schema = z.core.$ZodType;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The keys of `value` that `schema` would send, without checking the values:
 * what zod's parse would strip (merchant_id, internal columns) stays out.
 */
function project(schema: Schema, value: unknown): unknown {
  const def = schema._zod.def as unknown as {
    type: string;
    innerType?: Schema;
    out?: Schema;
    shape?: Record<string, Schema>;
    element?: Schema;
    options?: Schema[];
  };
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return value === null || value === undefined
        ? value
        : project(def.innerType!, value);
    case "pipe":
      return project(def.out!, value);
    case "object": {
      if (!isPlainObject(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape!))
        if (key in value) out[key] = project(field, value[key]);
      return out;
    }
    case "array":
      return Array.isArray(value)
        ? value.map((v) => project(def.element!, v))
        : value;
    case "union": {
      for (const option of def.options!) {
        const r = z.safeEncode(option, value as never);
        if (r.success) return r.data;
      }
      const shaped = def.options!.find((o) =>
        ["object", "array"].includes(o._zod.def.type),
      );
      return shaped ? project(shaped, value) : value;
    }
    default:
      return value;
  }
}

const zodSchemaOf = (schema: unknown): Schema | undefined => {
  if (schema instanceof z.core.$ZodType) return schema;
  const props = (schema as { properties?: unknown } | null)?.properties;
  return props instanceof z.core.$ZodType ? props : undefined;
};

/**
 * Output: an answer is checked against the route's response schema, but a
 * mismatch can no longer turn into a 500 after the route's transaction has
 * committed (issue 28: a 500 for a stored write invites a retry that stores
 * it twice, and a row that once broke a schema broke every list showing it).
 * The answer is then sent as stored, with only the schema's keys, and the
 * mismatch is logged as an error so it gets fixed. Stored values keep to
 * the schemas through the bounds (db/schema/bounds.ts), so this is a net.
 */
export function serializerCompiler(
  log: FastifyBaseLogger,
): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    if (!schema) return zodSerializerCompiler(route as never);
    return (data: unknown) => {
      const encoded = z.safeEncode(schema, data as never);
      if (encoded.success) return JSON.stringify(encoded.data);
      log.error(
        {
          method: route.method,
          url: route.url,
          issues: encoded.error.issues.slice(0, 5),
        },
        "an answer does not match its response schema: sent as stored",
      );
      return JSON.stringify(project(schema, data));
    };
  };
}
