import fp from "fastify-plugin";
import type { FastifyError, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/httpErrors.js";
import { pgConstraint, pgErrorCode } from "../lib/pgErrors.js";
import { boundCheckNames } from "../db/boundNames.js";
import { grouped, MONEY_MAX, QUANTITY_MAX } from "../lib/schemas.js";
import { MoneyError } from "../shared/money/index.js";
import {
  DB_RETRY_AFTER_SECONDS,
  DB_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "../lib/dbUnavailable.js";

interface Answer {
  status: number;
  message: string;
  errors?: Record<string, string>;
  details?: Record<string, unknown>;
}

function send(reply: FastifyReply, a: Answer) {
  return reply
    .code(a.status)
    .type("application/json; charset=utf-8")
    .send({
      ...a.details,
      status: 0,
      message: a.message,
      data: a.message,
      ...(a.errors ? { errors: a.errors } : {}),
    });
}

function fromValidation(err: FastifyError): Answer {
  const errors: Record<string, string> = {};
  for (const v of err.validation ?? []) {
    const field =
      v.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
    errors[field] ??= v.message ?? "Invalid value.";
  }
  const [field, msg] = Object.entries(errors)[0] ?? ["body", "Invalid input."];
  // A wrong body is unprocessable input; a wrong URL or query is a bad request.
  const status = err.validationContext === "body" ? 422 : 400;
  const label = field.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
  return { status, message: `${label}: ${msg}`, errors };
}

const PG_ANSWERS: Record<string, Answer> = {
  "23505": {
    status: 409,
    message: "This record conflicts with an existing one.",
  },
  "23503": { status: 422, message: "A referenced record does not exist." },
  "23514": { status: 422, message: "A value breaks a rule of this record." },
  "22001": { status: 422, message: "A value is too long." },
  "22003": { status: 422, message: "A number is out of range." },
  "22007": { status: 422, message: "A date or time is not valid." },
  "22008": {
    status: 422,
    message: "A date or time is out of range: use one from 1900 to 2200.",
  },
  "22009": {
    status: 422,
    message: "A time zone offset is not valid: use one such as +01:00 or Z.",
  },
  // Text PostgreSQL cannot store (U+0000): lib/schemas.ts refuses it on input; this is the net.
  "22021": {
    status: 422,
    message:
      "A text contains a character that cannot be saved (such as U+0000). Remove it and try again.",
  },
  "22P05": {
    status: 422,
    message:
      "A text contains a character that cannot be saved (such as U+0000). Remove it and try again.",
  },
  "22P02": { status: 400, message: "A value has the wrong type." },
};

/** A CHECK of db/schema/bounds.ts refused a row the schemas let through (a net). */
const BEYOND_BOUNDS: Answer = {
  status: 422,
  message: `An amount or quantity is beyond what can be stored: amounts up to ${grouped(MONEY_MAX)} in minor units, quantities up to ${grouped(QUANTITY_MAX)} units.`,
};

/** One error handler (SPEC §8 shape) and one 404 handler for the whole app. */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (err instanceof HttpError) {
        if (err.headers) reply.headers(err.headers);
        return send(reply, {
          status: err.statusCode,
          message: err.message,
          errors: err.errors,
          details: err.details,
        });
      }
      // The money module's refusal (an amount, a computed total or a tip beyond
      // its bounds, a refund beyond what was sold) that no module turned into
      // an HttpError on its own field (modules/sales/amounts.ts moneyStep):
      // unprocessable input, never a 500.
      if ((err as unknown) instanceof MoneyError) {
        const money = err as unknown as MoneyError;
        return send(reply, {
          status: 422,
          message: money.message,
          errors: { [money.field ?? "amount"]: money.message },
        });
      }
      if (hasZodFastifySchemaValidationErrors(err) || err.validation)
        return send(reply, fromValidation(err));
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, "database unavailable");
        reply.header("Retry-After", String(DB_RETRY_AFTER_SECONDS));
        return send(reply, { status: 503, message: DB_UNAVAILABLE_MESSAGE });
      }
      if (
        pgErrorCode(err) === "23514" &&
        boundCheckNames().has(pgConstraint(err) ?? "")
      ) {
        req.log.warn({ err }, "database refused a value beyond its bounds");
        return send(reply, BEYOND_BOUNDS);
      }
      const pg = PG_ANSWERS[pgErrorCode(err) ?? ""];
      if (pg) {
        req.log.warn({ err }, "database refused a write");
        return send(reply, pg);
      }
      switch (err.code) {
        case "FST_ERR_CTP_INVALID_JSON_BODY":
        case "FST_ERR_CTP_EMPTY_JSON_BODY":
          return send(reply, {
            status: 400,
            message: "The request body is not valid JSON.",
          });
        case "FST_ERR_CTP_BODY_TOO_LARGE":
        case "FST_REQ_FILE_TOO_LARGE":
        case "FST_PARTS_LIMIT":
        case "FST_FILES_LIMIT":
        case "FST_FIELDS_LIMIT":
          return send(reply, {
            status: 413,
            message: "The request or upload is too large.",
          });
        case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
          return send(reply, {
            status: 415,
            message:
              "Unsupported content type. Send JSON or multipart/form-data.",
          });
        case "FST_INVALID_MULTIPART_CONTENT_TYPE":
          return send(reply, {
            status: 400,
            message: "The multipart body is malformed.",
          });
      }
      const status = err.statusCode ?? 500;
      if (status >= 500) {
        req.log.error(
          { err, url: req.url, method: req.method },
          "request failed",
        );
        return send(reply, {
          status: 500,
          message: "Something went wrong on our side. Please try again later.",
        });
      }
      return send(reply, { status, message: err.message });
    });

    app.setNotFoundHandler((req, reply) =>
      send(reply, {
        status: 404,
        message: `No such route: ${req.method} ${req.url.split("?")[0]}`,
      }),
    );
  },
  { name: "errors" },
);
