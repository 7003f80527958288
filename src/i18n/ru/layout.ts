import type { CatalogueOf } from "../en";
import type enLayout from "../en/layout";

/** Russian texts of the layout pieces; mounted under `app.layout`. */
const layout: CatalogueOf<typeof enLayout> = {
  settings: {
    title: "Настройки макета",
    open: "Открыть настройки макета",
    close: "Закрыть настройки макета",
    reset: "Восстановить значения по умолчанию",
    layout: {
      label: "Макет",
      vertical: "Вертикальный",
      horizontal: "Горизонтальный",
    },
    width: {
      label: "Ширина макета",
      fluid: "Во всю ширину",
      boxed: "Фиксированная",
      scrollable: "С прокруткой",
    },
    sidebar: {
      label: "Боковая панель",
      light: "Светлая",
      dark: "Тёмная",
      compact: "Компактная",
      icon: "Только значки",
      colored: "Цветная",
    },
    topbar: {
      label: "Верхняя панель",
      light: "Светлая",
      dark: "Тёмная",
      colored: "Цветная",
    },
  },
  horizontal: {
    navigation: "Главное меню",
    openGroup: "Открыть раздел «%{name}»",
  },
  megaMenu: {
    button: "Мегаменю",
    columns: {
      appointments: {
        title: "Записи",
        calendar: "Календарь",
        bookings: "Онлайн-записи",
        waitlist: "Лист ожидания",
      },
      clients: {
        title: "Клиенты",
        list: "Список клиентов",
        loyalty: "Программа лояльности",
        reviews: "Отзывы",
      },
      business: {
        title: "Бизнес",
        sales: "Продажи за день",
        inventory: "Склад",
        payroll: "Зарплата",
      },
    },
  },
  notifications: {
    button: "Уведомления",
    title: "Уведомления",
    viewAll: "Показать все",
    items: {
      booking: {
        title: "Новая запись",
        text: "Клиент записался на массаж на завтра.",
      },
      stock: {
        title: "Товар заканчивается",
        text: "Остаток трёх товаров ниже минимального уровня для дозаказа.",
      },
      review: {
        title: "Новый отзыв",
        text: "Клиент оставил отзыв с оценкой «пять звёзд».",
      },
    },
  },
  search: {
    label: "Поиск",
    placeholder: "Поиск…",
  },
  profile: {
    button: "Профиль",
    profile: "Профиль",
    wallet: "Мой кошелёк",
    settings: "Настройки",
    lockScreen: "Заблокировать экран",
  },
  otp: {
    label: "Одноразовый код",
    digit: "Цифра %{index} из %{length}",
  },
};

export default layout;
