export * from "./idempotencyKeys.js";
