import type { Area } from "./area.js";
import { productsResource } from "../products/index.js";
import { productCategoriesResource } from "../product-categories/index.js";
import { brandsResource } from "../brands/index.js";
import { suppliersResource } from "../suppliers/index.js";

/** Products area: its resources and once-per-merchant settings. */
export const productsArea: Area = {
  resources: [
    productsResource,
    productCategoriesResource,
    brandsResource,
    suppliersResource,
  ],
  singletons: [],
};
