import type { CatalogueOf } from "../../en";
import type enPurchaseOrders from "../../en/resources/purchase-orders";

/** Russian texts of `resources.purchase-orders`. */
const purchaseOrders: CatalogueOf<typeof enPurchaseOrders> = {
  name: "Заказ поставщику |||| Заказы поставщикам |||| Заказов поставщикам",
  fields: {
    id: "Id",
    po_number: "№ заказа",
    supplier_id: "Поставщик",
    supplier_name: "Поставщик",
    location_id: "Куда доставить",
    location_name: "Куда доставить",
    status: "Статус",
    order_date: "Дата заказа",
    expected_date: "Ожидается",
    ordered_at: "Заказан",
    received_at: "Получен",
    supplier_invoice_no: "№ счёта поставщика",
    reference: "Ссылка",
    notes: "Примечания",
    shipping_cost: "Доставка",
    subtotal: "Подытог",
    tax_total: "Налог",
    total: "Итого",
    lines: "Строки",
    product_id: "Товар",
    quantity_ordered: "Заказано",
    quantity_received: "Получено",
    outstanding: "Осталось",
    unit_cost: "Себестоимость единицы",
    line_total: "Сумма строки",
    note: "Примечание",
  },
  filters: {
    status: "Статус",
    supplier_id: "Поставщик",
    location_id: "Куда доставить",
    from: "Заказаны с",
    to: "Заказаны по",
  },
  statuses: {
    draft: "Черновик",
    ordered: "Заказан",
    partially_received: "Получен частично",
    received: "Получен",
    cancelled: "Отменён",
  },
  helpers: {
    location_first: "Сначала выберите филиал доставки",
    no_products: "Товары с учётом остатков не найдены",
    unit_cost: "Пусто: закупочная цена",
    location: "Товар приходуется сюда",
    notes: "Печатаются в заказе",
  },
  totals: {
    before_tax: "Подытог с доставкой",
    tax_on_save: "Налог и итог рассчитываются при сохранении заказа.",
  },
  validation: {
    quantity: "Введите целое число больше 0",
    not_negative: "Не может быть отрицательным",
    no_lines: "Добавьте хотя бы один товар",
    duplicate_product: "Каждый товар может быть только в одной строке",
  },
  closed_short: "закрыт с недопоставкой",
  actions: {
    order: "Отметить как заказанный",
    receive: "Принять",
    close: "Закрыть с недопоставкой",
    cancel: "Отменить заказ",
    email: "Отправить поставщику",
    print: "Печать",
  },
  transitions: {
    order: {
      title: "Отметить %{number} как заказанный?",
      content: "После заказа строки блокируются.",
      button: "Отметить как заказанный",
      done: "%{number} отмечен как заказанный",
    },
    cancel: {
      title: "Отменить %{number}?",
      content: "Отменённый заказ нельзя принять или открыть снова.",
      button: "Отменить заказ",
      done: "%{number} отменён",
    },
    close: {
      title: "Закрыть %{number} с недопоставкой?",
      content: "Оставшееся не будет поставлено; заказ станет полученным.",
      button: "Закрыть с недопоставкой",
      done: "%{number} закрыт с недопоставкой",
    },
  },
  receive: {
    title: "Приёмка %{number}",
    arriving: "Поступает сейчас",
    arriving_for: "Поступает сейчас: %{product}",
    invalid: "Целое число, 0 или больше",
    nothing: "Введите количество хотя бы в одной строке.",
    over_confirm:
      "Поступает больше заказанного: %{products}. Всё равно принять?",
    submit: "Принять",
    confirm_submit: "Да, принять больше заказанного",
    done: "Товар по %{number} принят",
  },
  email: {
    title: "Отправить %{number} поставщику",
    to: "Кому",
    to_help:
      "Адрес поставщика. Как владелец, вы можете отправить заказ на другой адрес.",
    to_fixed: "Адрес поставщика. Изменить получателя может только владелец.",
    no_address:
      "У поставщика %{supplier} нет адреса e-mail. Попросите владельца добавить его в карточку поставщика.",
    message: "Сообщение",
    submit: "Отправить",
    done: "Заказ поставлен в очередь для %{to}: исходящие отправят его и повторят, если почтовый сервер недоступен",
    too_many:
      "Достигнут лимит отправки (на человека в час или на бизнес в сутки). Повторите попытку позже.",
  },
  email_history: {
    title: "Письма поставщику",
    empty: "Ещё не отправлялся по e-mail.",
    sent_at: "Отправлено",
    sent_by: "Кем",
    recipient: "Кому",
    status: "Статус",
    message: "Сообщение",
    statuses: {
      sending: "Отправляется",
      sent: "Отправлено",
      failed: "Ошибка",
    },
  },
  low_stock: {
    open: "Новый заказ по низким остаткам",
    title: "Новый заказ по низким остаткам",
    help: "Черновик со всеми товарами поставщика, остаток которых на минимуме или ниже, в количестве для дозаказа за вычетом уже заказанного. Товары, полностью покрытые открытыми заказами, не включаются.",
    submit: "Создать черновик",
    done: "%{number} создан, строк: %{count}",
    done_left_out:
      "%{number} создан, строк: %{count}. Не включены, уже заказаны: %{products}",
    left_out_item: "%{name} (заказано: %{on_order})",
  },
};

export default purchaseOrders;
