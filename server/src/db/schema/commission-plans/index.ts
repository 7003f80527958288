export * from "./commissionPlans.js";
export * from "./commissionPlanRules.js";
export * from "./commissionPlanOverrides.js";
