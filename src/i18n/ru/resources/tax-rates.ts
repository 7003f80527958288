import type { CatalogueOf } from "../../en";
import type enTaxRates from "../../en/resources/tax-rates";

/** Russian texts of the tax-rates screens (`resources.tax-rates`). */
const taxRates: CatalogueOf<typeof enTaxRates> = {
  name: "Ставка налога |||| Ставки налога |||| Ставок налога",
  fields: {
    name: "Название",
    rate_pct: "Ставка",
    default_service_location_ids: "По умолчанию для услуг в",
    default_product_location_ids: "По умолчанию для товаров в",
    archived_at: "В архиве",
  },
  helper: {
    rate: "В процентах, от 0 до 100.",
  },
  validation: {
    decimals: "Не более 4 знаков после запятой.",
  },
  empty: {
    title: "Ставок налога пока нет",
    invite:
      "Добавьте ставки налога, затем выберите ставки по умолчанию для каждого филиала.",
  },
};

export default taxRates;
