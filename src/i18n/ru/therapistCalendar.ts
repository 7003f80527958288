import type { CatalogueOf } from "../en";
import type en from "../en/therapistCalendar";

const therapistCalendar: CatalogueOf<typeof en> = {
  app: {
    dashboard: {
      greeting_therapist: "Здравствуйте, %{name}! Вот ваш день",
    },
  },
  resources: {
    "team-members": {
      login: {
        calendar_scope: {
          label: "Доступ к календарю",
          all: "Записи всех сотрудников",
          own: "Только свои записи",
          own_hint:
            "Записи коллег показываются как занятое время, без данных клиента.",
        },
      },
    },
    appointments: {
      calendar: {
        busy: "Занято",
        print_title: "Печать листа дня",
        print_location: "Лист дня: весь филиал",
        print_member: "Лист дня: %{name}",
      },
      day_sheet: {
        title: "Лист дня",
        time: "Время",
        client: "Клиент",
        phone: "Телефон",
        services: "Услуги",
        notes: "Заметки",
        team_member: "Сотрудник",
        none: "В этот день нет записей.",
        walk_in: "Без записи",
      },
      dashboard: {
        today: "Сегодня",
        no_today: "Сегодня записей нет.",
        cancelled: "Отменена",
      },
    },
  },
};

export default therapistCalendar;
