import type { CatalogueOf } from "../../en";
import type enStockTakes from "../../en/resources/stock-takes";

/** Russian texts of `resources.stock-takes`. */
const stockTakes: CatalogueOf<typeof enStockTakes> = {
  name: "Инвентаризация |||| Инвентаризации |||| Инвентаризаций",
  fields: {
    id: "Id",
    reference: "Номер",
    location_id: "Филиал",
    location_name: "Филиал",
    scope: "Охват",
    scope_ids: "Охват",
    status: "Статус",
    started_at: "Начата",
    completed_at: "Завершена",
    notes: "Примечания",
    counted_lines: "Посчитано",
    total_lines: "Строк",
    variance_units: "Расхождение (шт.)",
    variance_cost: "Расхождение по себестоимости",
    product_name: "Товар",
    expected_qty: "Ожидается",
    counted_qty: "Посчитано",
    difference: "Разница",
    unit_cost: "Себестоимость единицы",
    cost_difference: "Разница по себестоимости",
  },
  filters: {
    status: "Статус",
    location_id: "Филиал",
  },
  statuses: {
    in_progress: "Идёт",
    completed: "Завершена",
    cancelled: "Отменена",
  },
  scopes: {
    all: "Все товары",
    category: "Категории",
    brand: "Бренды",
    selected: "Выбранные товары",
  },
  scope_labels: {
    category: "Категории",
    brand: "Бренды",
    selected: "Товары",
  },
  validation: {
    scope_ids: "Выберите хотя бы один",
    count: "Целое число, 0 или больше",
  },
  actions: {
    start: "Начать инвентаризацию",
    complete: "Завершить",
    resnapshot: "Обновить строки с движением (%{smart_count})",
    cancel: "Отменить инвентаризацию",
  },
  count: {
    progress: "Посчитано %{counted} из %{total}",
    scan: "Сканируйте или введите штрихкод / артикул",
    scan_help:
      "Enter находит товар; Enter в поле количества сохраняет и возвращает сюда",
    save: "Сохранить подсчёт",
    saved: "Подсчёт сохранён (%{smart_count})",
    not_found: "Ни одна строка этой инвентаризации не совпадает с «%{code}»",
    found: "%{product}: введите количество и нажмите Enter",
    lines: "Строки для подсчёта",
    codes: "Артикул · штрихкод",
    moved: "Было движение после начала подсчёта",
    counted_for: "Посчитано: %{product}",
    save_first: "Сохраните подсчёт перед завершением",
  },
  resnapshot: {
    help: "Строк с движением после начала подсчёта (продажа или приёмка): %{smart_count}. Обновите их, чтобы взять текущий остаток как ожидаемый.",
    done: "Ожидаемые количества обновлены (строк: %{smart_count})",
  },
  complete: {
    title: "Завершить %{reference}?",
    content:
      "Посчитано строк: %{counted} из %{total}. Каждая посчитанная строка с разницей проводит корректировку по инвентаризации.",
    uncounted_as_zero: "Считать непосчитанные строки нулём",
    done: "%{reference} завершена",
  },
  cancel: {
    title: "Отменить %{reference}?",
    content: "Ничего не проводится; подсчёт сохраняется для справки.",
    done: "%{reference} отменена",
  },
};

export default stockTakes;
