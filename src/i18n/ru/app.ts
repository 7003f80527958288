import type { CatalogueOf } from "../en";
import type enApp from "../en/app";

/** App-wide Russian texts, under `app.*` (ARCHITECTURE §5.5). */
const app: CatalogueOf<typeof enApp> = {
  name: "Wellness Back Office",
  menu: {
    calendar: "Календарь",
    dashboard: "Панель управления",
    clients: {
      title: "Клиенты",
      list: "Список клиентов",
      notifications: "Уведомления клиентам",
      referral_sources: "Источники клиентов",
      cancellation_reasons: "Причины отмены",
    },
    products: {
      title: "Товары",
      list: "Список товаров",
      categories: "Категории",
      brands: "Бренды",
      suppliers: "Поставщики",
      purchase_orders: "Заказы поставщикам",
      stock_takes: "Инвентаризации",
      stock_on_hand: "Складские остатки",
    },
    teams: {
      title: "Команда",
      members: "Сотрудники",
      working_hours: "Рабочее время",
      commission: "Комиссионные",
    },
    resources: {
      title: "Ресурсы",
      management: "Управление ресурсами",
      categories: "Категории ресурсов",
      working_hours: "Часы работы ресурсов",
    },
    services: {
      title: "Услуги",
      menu: "Каталог услуг",
      memberships: "Абонементы",
      availability: "Доступность услуг",
      treatment_types: "Типы процедур",
    },
    promote: {
      title: "Продвижение",
      deals: "Акции",
      vouchers: "Виды сертификатов",
      voucher_settings: "Настройки сертификатов",
    },
    reports: {
      title: "Отчёты",
      finances: {
        title: "Финансы",
        transaction_summary: "Сводка по транзакциям",
        payments_summary: "Сводка по платежам",
        tips_collected: "Полученные чаевые",
        taxes_summary: "Сводка по налогам",
        refunds: "Возвраты",
      },
      sales: {
        title: "Продажи",
        daily_sales: "Продажи за день",
        sales_history: "История продаж",
        by_item: "Продажи по позициям",
        by_type: "Продажи по типам",
        by_service: "Продажи по услугам",
        by_product: "Продажи по товарам",
        by_location: "Продажи по филиалам",
        by_channel: "Продажи по каналам",
        by_client: "Продажи по клиентам",
        by_team_member: "Продажи по сотрудникам",
        by_hour: "Продажи по часам",
        by_day: "Продажи по дням",
        by_month: "Продажи по месяцам",
        by_year: "Продажи по годам",
      },
      inventory: {
        title: "Склад",
        stock_on_hand: "Складские остатки",
        product_sales_performance: "Эффективность продаж товаров",
        stock_movement_log: "Журнал движения товаров",
        stock_movement_summary: "Сводка по движению товаров",
      },
      appointments: {
        title: "Записи",
        list: "Список записей",
        summary: "Сводка по записям",
        cancellations: "Отмены и неявки",
      },
      vouchers: {
        title: "Сертификаты",
        issued: "Выданные сертификаты",
      },
      clients: {
        title: "Клиенты",
        list: "Список клиентов",
        retention: "Удержание клиентов",
      },
      team: {
        title: "Команда",
        working_hours: "Рабочее время",
        tips: "Чаевые по сотрудникам",
        commission_detailed: "Комиссионные (подробно)",
      },
      dashboard: "Панель отчётов",
    },
    settings: {
      title: "Настройки",
      account_setup: {
        title: "Настройка аккаунта",
        locations: "Филиалы",
        business_details: "Данные компании",
        billing_details: "Платёжные реквизиты",
        online_booking: "Онлайн-запись",
        close_dates: "Нерабочие дни",
        departments: "Отделы",
      },
      sales: {
        title: "Продажи",
        invoice_sequencing: "Нумерация счетов",
        taxes: "Налоги",
        tips: "Чаевые",
        payment_types: "Способы оплаты",
      },
      devices: "Устройства",
    },
  },
  appbar: {
    more: "Язык и экран",
    language: "Язык",
    fullscreen: "Полноэкранный режим",
    exit_fullscreen: "Выйти из полноэкранного режима",
    user_menu: "Аккаунт",
    user_menu_named: "%{name} (аккаунт)",
    main_menu: "Главное меню",
    business_logo: "Логотип компании",
    change_password: "Сменить пароль",
    logout: "Выйти",
  },
  footer: {
    copyright: "© %{year} %{company}",
  },
  loading: "Загрузка…",
  not_found: {
    title: "Извините, страница не найдена",
    back: "Вернуться на панель управления",
  },
  access_denied: {
    title: "Доступ запрещён",
    message: "У вашей учётной записи нет доступа к этой странице.",
    back: "Назад",
  },
  not_built: {
    message: "Экраны этого раздела ещё не готовы.",
    hint: "Они появятся здесь в одной из следующих версий.",
  },
  dashboard: {
    greeting: "Добро пожаловать, %{name}",
    greeting_anonymous: "Добро пожаловать",
    intro: "Управляйте своим бизнесом с помощью меню.",
    setup: {
      title: "Подготовьте свой бизнес",
      progress: "Выполнено шагов: %{done} из %{total}",
      done: "Готово",
      to_do: "Осталось",
      steps: {
        business_details: {
          title: "Укажите телефон и e-mail компании",
          hint: "Клиенты видят их в записях и чеках.",
        },
        location_hours: {
          title: "Укажите адрес и часы работы филиала",
          hint: "Где и когда клиенты могут прийти.",
        },
        services: {
          title: "Создайте первую услугу",
          hint: "Что клиенты могут забронировать, с ценой и длительностью.",
        },
        team: {
          title: "Задайте рабочие часы команды",
          hint: "Вы — первый сотрудник; добавьте коллег и их смены.",
        },
        online_booking: {
          title: "Включите онлайн-запись",
          hint: "Пусть клиенты записываются сами.",
        },
      },
    },
  },
  errors: {
    title: "Ошибка",
    invalid_input: "Недопустимые данные",
    oops: "Ой... Произошла ошибка. Пожалуйста, повторите попытку позже.",
    access_denied: "У вас нет прав на это действие.",
    close: "Закрыть",
  },
  export: {
    csv: "Экспорт в CSV",
  },
  auth: {
    login_failed:
      "Не удалось войти. Проверьте адрес электронной почты и пароль.",
    invalid_token:
      "Ошибка входа: сервер прислал недействительный токен сеанса.",
    permissions_failed:
      "Ошибка входа: не удалось загрузить ваши права доступа. Повторите попытку.",
    session_expired: "Ваш сеанс завершён. Войдите снова.",
    not_signed_in: "Вы не вошли в систему.",
  },
  account: {
    email: "Электронная почта",
    password: "Пароль",
    confirm_password: "Подтверждение пароля",
    back_to_login: "Вернуться ко входу",
    login: {
      title: "Вход",
      subtitle: "Войдите в панель управления своим бизнесом.",
      submit: "Войти",
      forgot: "Забыли пароль?",
      no_account: "Новый бизнес? Создайте аккаунт",
      access_denied:
        "У вашей учётной записи нет доступа к этой странице. Войдите под учётной записью, у которой он есть.",
    },
    sign_up: {
      title: "Создайте аккаунт компании",
      business_name: "Название компании",
      name: "Ваше имя",
      currency: "Валюта",
      country: "Страна",
      timezone: "Часовой пояс",
      submit: "Создать аккаунт",
      have_account: "Уже есть аккаунт? Войдите",
      failed: "Не удалось создать аккаунт.",
    },
    forgot: {
      title: "Восстановление пароля",
      intro:
        "Введите адрес электронной почты, и мы отправим вам ссылку для сброса пароля.",
      submit: "Отправить ссылку для сброса",
      sent: "Если этот адрес связан с учётной записью, на него уже отправлена ссылка для сброса пароля. Она действительна 30 минут.",
      failed: "Не удалось отправить ссылку для сброса пароля.",
    },
    reset: {
      title: "Придумайте новый пароль",
      submit: "Сбросить пароль",
      success: "Пароль сброшен. Войдите в систему.",
      missing_token: "Ссылка для сброса неполная. Запросите новую.",
      failed: "Не удалось сбросить пароль.",
    },
  },
  password: {
    title: "Смена пароля",
    current: "Текущий пароль",
    new: "Новый пароль",
    confirm: "Подтверждение нового пароля",
    submit: "Сменить пароль",
    cancel: "Отмена",
    close: "Закрыть",
    success_title: "Готово!",
    success_message: "Пароль изменён.",
    error_title: "Ошибка!",
    rules_hint:
      "От 10 до 50 символов, включая букву, цифру и специальный символ.",
  },
  validation: {
    current_required: "Введите текущий пароль.",
    password_required: "Введите пароль.",
    password_min: "Пароль должен содержать не менее 10 символов.",
    password_max: "Пароль должен содержать не более 50 символов.",
    password_pattern:
      "Пароль должен содержать буквы, цифры и специальные символы!",
    confirm_required: "Это поле обязательно.",
    passwords_differ: "Пароли не совпадают.",
    confirm_match: "Значения должны совпадать.",
    required: "Это поле обязательно.",
    email: "Введите корректный адрес электронной почты.",
    colour: "Укажите цвет в формате #1A2B3C.",
    money_max: "Слишком большая сумма: не более %{max}.",
    quantity_max: "Введите не более %{max} ед.",
    amount_too_large:
      "Итог превышает %{max} — максимально допустимую сумму. Проверьте количества и суммы.",
    stock_on_hand_max: "Остаток на складе вышел бы за пределы ±%{max} ед.",
  },
  images: {
    alt: "Изображение",
    drop: "Перетащите сюда изображение (PNG, JPEG, WebP или GIF, до 2 МБ) или нажмите, чтобы выбрать файл.",
  },
  forms: {
    archive: "В архив",
  },
  pickers: {
    create_item: "Создать «%{item}»",
    create_hint: "Введите название, чтобы добавить новую запись.",
    create_failed: "Не удалось создать запись. Попробуйте ещё раз.",
  },
  time_of_day: {
    invalid: "Это не время. Введите, например: %{examples}.",
  },
  time_zone: {
    times_in: "Время указано в зоне %{zone} (часовой пояс филиала).",
  },
  phone: {
    country: "%{field}: страна",
    example: "Например, %{example}",
    invalid:
      "Введите действительный номер для выбранной страны, например %{example}, или в международном формате (+…).",
  },
  my_profile: {
    title: "Мой профиль",
    not_linked:
      "Ваша учётная запись не связана с сотрудником, поэтому профиля нет. Владелец может связать её в разделе «Сотрудники».",
    contact: "Контакты",
    email: "Эл. почта",
    mobile: "Мобильный",
    phone: "Телефон",
    locations: "Филиалы",
    no_locations: "Пока не назначен ни в один филиал.",
    services: "Мои услуги",
    no_services: "Услуг пока нет.",
    shifts: "Мои смены на ближайшие две недели",
    no_shifts: "На ближайшие две недели смен нет.",
    read_only: "Изменить эти данные может только владелец или менеджер.",
  },
};

export default app;
