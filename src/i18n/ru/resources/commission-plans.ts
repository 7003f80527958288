import type { CatalogueOf } from "../../en";
import type enCommissionPlans from "../../en/resources/commission-plans";

/** Russian texts of commission plans (`resources.commission-plans`). */
const commissionPlans: CatalogueOf<typeof enCommissionPlans> = {
  name: "План комиссий |||| Планы комиссий |||| Планов комиссий",
  fields: {
    id: "ID",
    team_member_id: "Сотрудник",
    deduct_discounts: "Вычитать скидки",
    rules: "Правила по типам позиций",
    item_type: "Тип позиции",
    enabled: "Начислять комиссию",
    rate_type: "Вид комиссии",
    rate_pct: "Ставка (%)",
    fixed_amount: "Сумма за позицию",
    overrides: "Исключения",
    item_id: "Позиция",
    excluded: "Без комиссии",
    created_at: "Создано",
    updated_at: "Обновлено",
  },
  item_types: {
    service: "Услуги",
    product: "Товары",
    membership: "Абонементы",
    voucher: "Сертификаты",
  },
  rate_types: {
    percent: "Процент от цены",
    fixed: "Фиксированная сумма за позицию",
  },
  helpers: {
    deduct_discounts:
      "Комиссия считается от цены после скидок. Налоги не учитываются.",
  },
  validation: {
    rate_pct_required: "Введите ставку комиссии в процентах.",
    rate_pct_range: "Введите ставку от 0 до 100.",
    fixed_amount_required: "Введите фиксированную сумму комиссии.",
    fixed_amount_range: "Введите сумму не меньше нуля.",
    duplicate_type: "Для этого типа позиций уже есть правило.",
    duplicate_item: "У этой позиции уже есть исключение в этом правиле.",
  },
  empty: {
    title: "Планов комиссий пока нет",
    invite:
      "Определите, сколько каждый сотрудник зарабатывает на проданных услугах и товарах.",
  },
  notifications: {},
};

export default commissionPlans;
