export * from "./referralSources.js";
