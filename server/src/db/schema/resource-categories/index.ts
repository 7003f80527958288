export * from "./resourceCategories.js";
