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
    tiers: "Ступени",
    tier_from: "От продаж на",
    tier_to: "До (пусто = без предела)",
    tier_period: "Продажи считаются за",
    tier_mode: "Как применяются ставки",
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
    tiered: "Ступенчатая по продажам",
  },
  tier_periods: {
    day: "День",
    week: "Неделю",
    month: "Месяц",
  },
  tier_modes: {
    progressive: "Прогрессивно: каждая ставка на продажи внутри своей ступени",
    retroactive:
      "Ретроактивно: достигнутая ступень задаёт ставку для всех продаж",
  },
  summary: {
    tiered: "ступенчато %{rates} %",
  },
  helpers: {
    deduct_discounts:
      "Комиссия считается от цены после скидок. Налоги не учитываются.",
    tiers:
      "Продажи сотрудника за период. Первая ступень начинается с 0; каждая следующая начинается там, где кончается предыдущая; у последней нет верхнего предела.",
  },
  validation: {
    rate_pct_required: "Введите ставку комиссии в процентах.",
    rate_pct_range: "Введите ставку от 0 до 100.",
    fixed_amount_required: "Введите фиксированную сумму комиссии.",
    fixed_amount_range: "Введите сумму не меньше нуля.",
    duplicate_type: "Для этого типа позиций уже есть правило.",
    duplicate_item: "У этой позиции уже есть исключение в этом правиле.",
    tiers_required: "Добавьте хотя бы одну ступень.",
    tiers_max: "В правиле не больше 10 ступеней.",
    tier_first_from: "Первая ступень начинается с 0.",
    tier_order:
      "Ступени должны идти по возрастанию, без пропусков и пересечений.",
    tier_open_middle:
      "Без верхнего предела может быть только последняя ступень: укажите, где кончается эта.",
    tier_open_last: "Оставьте последнюю ступень без верхнего предела.",
    tier_amount: "Введите сумму не меньше нуля.",
    tier_period_required: "Выберите период, за который считаются продажи.",
    tier_mode_required: "Выберите, как применяются ставки ступеней.",
  },
  empty: {
    title: "Планов комиссий пока нет",
    invite:
      "Определите, сколько каждый сотрудник зарабатывает на проданных услугах и товарах.",
  },
  notifications: {},
};

export default commissionPlans;
