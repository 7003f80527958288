import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

export type Payload = Record<string, unknown>;

/** Ids of rows a merchant's samples may point at (a location, a category, …), by a name the area chooses. */
export type Fixtures = Record<string, number>;

/**
 * Test data of one menu area. The resource matrices look every registered
 * resource up by name and FAIL when it has no samples, so a new resource
 * cannot be added without them.
 */
export interface AreaSamples {
  /** Creates, for a new test merchant, the rows this area's samples refer to (runs in area order). */
  fixtures?: (
    app: FastifyInstance,
    merchantId: number,
    fx: Fixtures,
  ) => Promise<void>;
  /** A valid create payload (unique values on every call), usable by the owner and by staff. */
  samplePayload: Record<string, (fx: Fixtures) => Payload>;
  /** A valid partial update that changes at least one field of a sample row. */
  sampleUpdate: Record<string, (fx: Fixtures) => Payload>;
  /** Field values the resource must refuse with 422 and `errors.<field>`. */
  invalidValues: Record<string, [field: string, value: unknown][]>;
  /**
   * Fields of this resource that only the server sets (a document number, a
   * status moved by its own route, who cancelled): the mass-assignment matrix
   * sends them on create and update and checks none is stored.
   */
  serverOwned?: Record<string, (fx: Fixtures) => Payload>;
  /** Optional extra create payloads for paths the plain sample does not reach (owner only). */
  richPayload?: Record<string, (fx: Fixtures) => Payload>;
  /**
   * Read-only resources (rows written elsewhere, e.g. issued vouchers): inserts
   * one row for the merchant with app.db, as the writing feature would, and
   * returns its id. Replaces samplePayload, sampleUpdate and invalidValues.
   */
  insertRow?: Record<
    string,
    (
      app: FastifyInstance,
      merchantId: number,
      fx: Fixtures,
    ) => Promise<{ id: number }>
  >;
}

export const unique = () => randomBytes(4).toString("hex");
