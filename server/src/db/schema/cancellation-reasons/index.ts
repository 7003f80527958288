export * from "./cancellationReasons.js";
