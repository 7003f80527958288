import type { TranslationMessages } from "ra-core";

/**
 * Russian (ru) translation of react-admin's own UI messages (`ra.*`).
 * Same key tree as ra-language-english.
 *
 * Polyglot's Russian plural rule has 3 forms: `one |||| few |||| many`
 * (one: 1, 21, 31…; few: 2–4, 22–24…; many: 0, 5–20, 25–30…). Because the
 * "one" form is also used for 21, 31…, it carries %{smart_count} wherever the
 * message is only ever used for bulk selections.
 */
const messages: TranslationMessages = {
  ra: {
    action: {
      add_filter: "Добавить фильтр",
      add: "Добавить",
      back: "Назад",
      bulk_actions:
        "Выбран %{smart_count} элемент |||| Выбрано %{smart_count} элемента |||| Выбрано %{smart_count} элементов",
      cancel: "Отмена",
      clear_array_input: "Очистить список",
      clear_input_value: "Очистить значение",
      clone: "Дублировать",
      confirm: "Подтвердить",
      create: "Создать",
      create_item: "Создать %{item}",
      delete: "Удалить",
      edit: "Редактировать",
      export: "Экспорт",
      list: "Список",
      refresh: "Обновить",
      remove_filter: "Удалить этот фильтр",
      remove_all_filters: "Удалить все фильтры",
      remove: "Удалить",
      reset: "Сбросить",
      save: "Сохранить",
      search: "Поиск",
      search_columns: "Поиск по столбцам",
      select_all: "Выбрать все",
      select_all_button: "Выбрать все",
      select_row: "Выбрать эту строку",
      show: "Просмотр",
      sort: "Сортировать",
      undo: "Отменить",
      unselect: "Снять выделение",
      expand: "Развернуть",
      close: "Закрыть",
      open_menu: "Открыть меню",
      close_menu: "Закрыть меню",
      update: "Обновить",
      move_up: "Переместить вверх",
      move_down: "Переместить вниз",
      open: "Открыть",
      toggle_theme: "Переключить светлую/тёмную тему",
      select_columns: "Столбцы",
      update_application: "Перезагрузить приложение",
    },
    boolean: {
      true: "Да",
      false: "Нет",
      null: " ",
    },
    page: {
      create: "Создать %{name}",
      dashboard: "Панель управления",
      edit: "%{name} %{recordRepresentation}",
      error: "Что-то пошло не так",
      list: "%{name}",
      loading: "Загрузка",
      not_found: "Не найдено",
      show: "%{name} %{recordRepresentation}",
      empty: "Пока нет %{name}.",
      invite: "Хотите добавить запись?",
      access_denied: "Доступ запрещён",
      authentication_error: "Ошибка аутентификации",
    },
    input: {
      file: {
        upload_several:
          "Перетащите файлы для загрузки или нажмите, чтобы выбрать файл.",
        upload_single:
          "Перетащите файл для загрузки или нажмите, чтобы выбрать его.",
      },
      image: {
        upload_several:
          "Перетащите изображения для загрузки или нажмите, чтобы выбрать изображение.",
        upload_single:
          "Перетащите изображение для загрузки или нажмите, чтобы выбрать его.",
      },
      references: {
        all_missing: "Не удалось найти связанные данные.",
        many_missing:
          "По крайней мере одна из связанных ссылок, по-видимому, больше недоступна.",
        single_missing: "Связанная ссылка, по-видимому, больше недоступна.",
      },
      password: {
        toggle_visible: "Скрыть пароль",
        toggle_hidden: "Показать пароль",
      },
    },
    message: {
      about: "О приложении",
      access_denied: "У вас нет прав доступа к этой странице",
      are_you_sure: "Вы уверены?",
      authentication_error:
        "Сервер аутентификации вернул ошибку, и ваши учётные данные не удалось проверить.",
      auth_error: "Произошла ошибка при проверке токена аутентификации.",
      bulk_delete_content:
        "Вы уверены, что хотите удалить %{smart_count} элемент (%{name})? |||| Вы уверены, что хотите удалить эти %{smart_count} элемента? |||| Вы уверены, что хотите удалить эти %{smart_count} элементов?",
      bulk_delete_title:
        "Удалить %{smart_count} %{name} |||| Удалить %{smart_count} %{name} |||| Удалить %{smart_count} %{name}",
      bulk_update_content:
        "Вы уверены, что хотите обновить %{name} %{recordRepresentation}? |||| Вы уверены, что хотите обновить эти %{smart_count} элемента? |||| Вы уверены, что хотите обновить эти %{smart_count} элементов?",
      bulk_update_title:
        "Обновить %{name} %{recordRepresentation} |||| Обновить %{smart_count} %{name} |||| Обновить %{smart_count} %{name}",
      clear_array_input: "Вы уверены, что хотите очистить весь список?",
      delete_content: "Вы уверены, что хотите удалить этот элемент (%{name})?",
      delete_title: "Удалить %{name} %{recordRepresentation}",
      details: "Подробности",
      error:
        "Произошла ошибка на стороне клиента, и ваш запрос не удалось выполнить.",
      invalid_form: "Форма заполнена неверно. Проверьте ошибки.",
      loading: "Пожалуйста, подождите",
      no: "Нет",
      not_found: "Вы ввели неверный URL-адрес или перешли по неверной ссылке.",
      select_all_limit_reached:
        "Элементов слишком много, чтобы выбрать их все. Выбраны только первые элементы (%{max}).",
      unsaved_changes:
        "Некоторые изменения не были сохранены. Вы уверены, что хотите их отменить?",
      yes: "Да",
      placeholder_data_warning: "Проблема с сетью: не удалось обновить данные.",
    },
    navigation: {
      clear_filters: "Сбросить фильтры",
      no_filtered_results: "С текущими фильтрами не найдено %{name}.",
      no_results: "Не найдено %{name}",
      no_more_results:
        "Номер страницы %{page} вне допустимого диапазона. Попробуйте предыдущую страницу.",
      page_out_of_boundaries:
        "Номер страницы %{page} вне допустимого диапазона",
      page_out_from_end: "Невозможно перейти дальше последней страницы",
      page_out_from_begin: "Невозможно перейти раньше первой страницы",
      page_range_info: "%{offsetBegin}-%{offsetEnd} из %{total}",
      partial_page_range_info:
        "%{offsetBegin}-%{offsetEnd} из более чем %{offsetEnd}",
      current_page: "Страница %{page}",
      page: "Перейти на страницу %{page}",
      first: "Перейти на первую страницу",
      last: "Перейти на последнюю страницу",
      next: "Перейти на следующую страницу",
      previous: "Перейти на предыдущую страницу",
      page_rows_per_page: "Строк на странице:",
      skip_nav: "Перейти к содержимому",
    },
    sort: {
      sort_by: "Сортировать по полю «%{field_lower_first}» %{order}",
      ASC: "по возрастанию",
      DESC: "по убыванию",
    },
    auth: {
      auth_check_error: "Пожалуйста, войдите, чтобы продолжить",
      user_menu: "Профиль",
      username: "Имя пользователя",
      password: "Пароль",
      email: "Электронная почта",
      sign_in: "Войти",
      sign_in_error: "Ошибка аутентификации, попробуйте ещё раз",
      logout: "Выйти",
    },
    notification: {
      updated:
        "Обновлён %{smart_count} элемент |||| Обновлено %{smart_count} элемента |||| Обновлено %{smart_count} элементов",
      created: "Элемент создан",
      deleted:
        "Удалён %{smart_count} элемент |||| Удалено %{smart_count} элемента |||| Удалено %{smart_count} элементов",
      bad_item: "Некорректный элемент",
      item_doesnt_exist: "Элемент не существует",
      http_error: "Ошибка связи с сервером",
      data_provider_error:
        "Ошибка dataProvider. Подробности смотрите в консоли.",
      i18n_error: "Не удалось загрузить переводы для указанного языка",
      canceled: "Действие отменено",
      logged_out: "Ваш сеанс завершён, пожалуйста, войдите снова.",
      not_authorized: "У вас нет прав доступа к этому ресурсу.",
      application_update_available: "Доступна новая версия.",
      offline: "Нет подключения. Не удалось получить данные.",
    },
    validation: {
      required: "Обязательное поле",
      minLength: "Минимальное количество символов: %{min}",
      maxLength: "Максимальное количество символов: %{max}",
      minValue: "Значение должно быть не меньше %{min}",
      maxValue: "Значение должно быть не больше %{max}",
      number: "Должно быть числом",
      email: "Введите корректный адрес электронной почты",
      oneOf: "Должно быть одним из: %{options}",
      regex:
        "Должно соответствовать определённому формату (regexp): %{pattern}",
      unique: "Должно быть уникальным",
    },
    saved_queries: {
      label: "Сохранённые запросы",
      query_name: "Название запроса",
      new_label: "Сохранить текущий запрос...",
      new_dialog_title: "Сохранить текущий запрос как",
      remove_label: "Удалить сохранённый запрос",
      remove_label_with_name: "Удалить запрос «%{name}»",
      remove_dialog_title: "Удалить сохранённый запрос?",
      remove_message:
        "Вы уверены, что хотите удалить этот элемент из списка сохранённых запросов?",
      help: "Отфильтруйте список и сохраните этот запрос на будущее",
    },
    guesser: {
      empty: {
        title: "Нет данных для отображения",
        message: "Проверьте ваш провайдер данных",
      },
    },
    configurable: {
      customize: "Настроить",
      configureMode: "Настроить эту страницу",
      inspector: {
        title: "Инспектор",
        content: "Наведите курсор на элементы интерфейса, чтобы настроить их",
        reset: "Сбросить настройки",
        hideAll: "Скрыть все",
        showAll: "Показать все",
      },
      Datagrid: {
        title: "Таблица данных",
        unlabeled: "Столбец без названия №%{column}",
      },
      SimpleForm: {
        title: "Форма",
        unlabeled: "Поле без названия №%{input}",
      },
      SimpleList: {
        title: "Список",
        primaryText: "Основной текст",
        secondaryText: "Дополнительный текст",
        tertiaryText: "Третичный текст",
      },
    },
  },
};

export default messages;
