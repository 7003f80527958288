import type { CatalogueOf } from "../en";
import type enApp from "../en/app";

/** App-wide Spanish texts, under `app.*` (ARCHITECTURE §5.5). */
const app: CatalogueOf<typeof enApp> = {
  name: "Wellness Back Office",
  menu: {
    calendar: "Calendario",
    dashboard: "Panel de control",
    clients: {
      title: "Clientes",
      list: "Lista de clientes",
      notifications: "Notificaciones a clientes",
      referral_sources: "Orígenes de clientes",
      cancellation_reasons: "Motivos de cancelación",
    },
    products: {
      title: "Productos",
      list: "Lista de productos",
      categories: "Categorías",
      brands: "Marcas",
      suppliers: "Proveedores",
      purchase_orders: "Órdenes de compra",
      stock_takes: "Recuentos de inventario",
      stock_on_hand: "Existencias disponibles",
    },
    teams: {
      title: "Equipo",
      members: "Miembros del equipo",
      working_hours: "Horario laboral",
      commission: "Comisiones",
    },
    resources: {
      title: "Recursos",
      management: "Gestión de recursos",
      categories: "Categorías de recursos",
      working_hours: "Horarios de recursos",
    },
    services: {
      title: "Servicios",
      menu: "Carta de servicios",
      memberships: "Membresías",
      availability: "Disponibilidad de servicios",
      treatment_types: "Tipos de tratamiento",
    },
    promote: {
      title: "Promoción",
      deals: "Promociones",
      vouchers: "Tipos de bono regalo",
      voucher_settings: "Ajustes de bonos",
    },
    reports: {
      title: "Informes",
      finances: {
        title: "Finanzas",
        transaction_summary: "Resumen de transacciones",
        payments_summary: "Resumen de pagos",
        tips_collected: "Propinas recibidas",
        taxes_summary: "Resumen de impuestos",
        refunds: "Reembolsos",
      },
      sales: {
        title: "Ventas",
        daily_sales: "Ventas diarias",
        sales_history: "Historial de ventas",
        by_item: "Ventas por artículo",
        by_type: "Ventas por tipo",
        by_service: "Ventas por servicio",
        by_product: "Ventas por producto",
        by_location: "Ventas por centro",
        by_channel: "Ventas por canal",
        by_client: "Ventas por cliente",
        by_team_member: "Ventas por miembro del equipo",
        by_hour: "Ventas por hora",
        by_day: "Ventas por día",
        by_month: "Ventas por mes",
        by_year: "Ventas por año",
      },
      inventory: {
        title: "Inventario",
        stock_on_hand: "Existencias disponibles",
        product_sales_performance: "Rendimiento de ventas de productos",
        stock_movement_log: "Registro de movimientos de stock",
        stock_movement_summary: "Resumen de movimientos de stock",
      },
      appointments: {
        title: "Citas",
        list: "Lista de citas",
        summary: "Resumen de citas",
        cancellations: "Cancelaciones e inasistencias",
      },
      vouchers: {
        title: "Vales regalo",
        issued: "Vales emitidos",
      },
      clients: {
        title: "Clientes",
        list: "Lista de clientes",
        retention: "Retención de clientes",
      },
      team: {
        title: "Equipo",
        working_hours: "Horario laboral",
        tips: "Propinas por miembro del equipo",
        commission_detailed: "Comisiones (detalle)",
      },
      dashboard: "Panel de informes",
    },
    settings: {
      title: "Configuración",
      account_setup: {
        title: "Configuración de la cuenta",
        locations: "Locales",
        business_details: "Datos del negocio",
        billing_details: "Datos de facturación",
        online_booking: "Reservas en línea",
        close_dates: "Días de cierre",
        departments: "Departamentos",
      },
      sales: {
        title: "Ventas",
        invoice_sequencing: "Numeración de facturas",
        taxes: "Impuestos",
        tips: "Propinas",
        payment_types: "Formas de pago",
      },
      devices: "Dispositivos",
    },
  },
  appbar: {
    more: "Idioma y pantalla",
    language: "Idioma",
    fullscreen: "Pantalla completa",
    exit_fullscreen: "Salir de pantalla completa",
    user_menu: "Cuenta",
    user_menu_named: "%{name} (cuenta)",
    main_menu: "Menú principal",
    business_logo: "Logotipo del negocio",
    change_password: "Cambiar contraseña",
    logout: "Cerrar sesión",
  },
  footer: {
    copyright: "© %{year} %{company}",
  },
  loading: "Cargando…",
  not_found: {
    title: "Lo sentimos, no se ha encontrado la página",
    back: "Volver al panel de control",
  },
  access_denied: {
    title: "Acceso denegado",
    message: "Su cuenta no tiene acceso a esta página.",
    back: "Volver",
  },
  not_built: {
    message: "Las pantallas de esta área todavía no están disponibles.",
    hint: "Aparecerán aquí en una versión posterior.",
  },
  dashboard: {
    greeting: "Le damos la bienvenida, %{name}",
    greeting_anonymous: "Le damos la bienvenida",
    intro: "Utilice el menú para gestionar su negocio.",
    setup: {
      title: "Prepare su negocio",
      progress: "%{done} de %{total} pasos completados",
      done: "Hecho",
      to_do: "Pendiente",
      steps: {
        business_details: {
          title: "Añada el teléfono y el correo de su negocio",
          hint: "Los clientes los ven en reservas y recibos.",
        },
        location_hours: {
          title: "Indique la dirección y el horario de su centro",
          hint: "Dónde y cuándo pueden venir los clientes.",
        },
        services: {
          title: "Cree su primer servicio",
          hint: "Lo que los clientes pueden reservar, con precio y duración.",
        },
        team: {
          title: "Defina el horario de su equipo",
          hint: "Usted es el primer miembro del equipo; añada compañeros y sus turnos.",
        },
        online_booking: {
          title: "Active la reserva en línea",
          hint: "Deje que los clientes reserven por sí mismos.",
        },
      },
    },
  },
  errors: {
    title: "Error",
    invalid_input: "Datos no válidos",
    oops: "¡Vaya! Se ha producido un error. Inténtelo de nuevo más tarde.",
    access_denied: "No tiene permiso para realizar esta acción.",
    close: "Cerrar",
  },
  export: {
    csv: "Exportar CSV",
  },
  auth: {
    login_failed:
      "No se ha podido iniciar sesión. Compruebe su correo electrónico y su contraseña.",
    invalid_token:
      "No se ha podido iniciar sesión: el servidor ha enviado un token de sesión no válido.",
    permissions_failed:
      "No se ha podido iniciar sesión: no se han podido cargar sus permisos. Inténtelo de nuevo.",
    session_expired: "Su sesión ha finalizado. Vuelva a iniciar sesión.",
    not_signed_in: "No ha iniciado sesión.",
  },
  account: {
    email: "Correo electrónico",
    password: "Contraseña",
    confirm_password: "Confirmar contraseña",
    back_to_login: "Volver al inicio de sesión",
    login: {
      title: "Iniciar sesión",
      subtitle: "Inicie sesión en el panel de gestión de su negocio.",
      submit: "Iniciar sesión",
      forgot: "¿Ha olvidado su contraseña?",
      no_account: "¿Es un negocio nuevo? Cree una cuenta",
      access_denied:
        "Su cuenta no puede abrir esa página. Inicie sesión con una cuenta que tenga acceso.",
    },
    sign_up: {
      title: "Cree la cuenta de su negocio",
      business_name: "Nombre del negocio",
      name: "Su nombre",
      currency: "Moneda",
      country: "País",
      timezone: "Zona horaria",
      submit: "Crear cuenta",
      have_account: "¿Ya tiene una cuenta? Inicie sesión",
      failed: "No se ha podido crear la cuenta.",
    },
    forgot: {
      title: "Recuperar contraseña",
      intro:
        "Introduzca su correo electrónico y le enviaremos un enlace para restablecer su contraseña.",
      submit: "Enviar enlace de restablecimiento",
      sent: "Si este correo electrónico pertenece a una cuenta, recibirá en breve un enlace para restablecer la contraseña. Es válido durante 30 minutos.",
      failed: "No se ha podido enviar el enlace de restablecimiento.",
    },
    reset: {
      title: "Elija una contraseña nueva",
      submit: "Restablecer contraseña",
      success: "Su contraseña se ha restablecido. Inicie sesión.",
      missing_token:
        "Este enlace de restablecimiento está incompleto. Solicite uno nuevo.",
      failed: "No se ha podido restablecer la contraseña.",
    },
  },
  password: {
    title: "Cambiar contraseña",
    current: "Contraseña actual",
    new: "Contraseña nueva",
    confirm: "Confirmar contraseña nueva",
    submit: "Cambiar contraseña",
    cancel: "Cancelar",
    close: "Cerrar",
    success_title: "¡Hecho!",
    success_message: "La contraseña se ha cambiado.",
    error_title: "¡Error!",
    rules_hint:
      "De 10 a 50 caracteres, con una letra, un número y un carácter especial.",
  },
  validation: {
    current_required: "La contraseña actual es obligatoria.",
    password_required: "La contraseña es obligatoria.",
    password_min: "La contraseña debe tener al menos 10 caracteres.",
    password_max: "La contraseña debe tener como máximo 50 caracteres.",
    password_pattern:
      "La contraseña debe contener letras, números y caracteres especiales.",
    confirm_required: "Este campo es obligatorio.",
    passwords_differ: "Las contraseñas no coinciden.",
    confirm_match: "Este valor debe coincidir.",
    required: "Este campo es obligatorio.",
    email: "Introduzca una dirección de correo electrónico válida.",
    colour: "Utilice un color como #1A2B3C.",
    money_max: "Este importe es demasiado alto: como máximo %{max}.",
    quantity_max: "Introduzca como máximo %{max} unidades.",
    amount_too_large:
      "El total supera %{max}, el importe máximo permitido. Revise las cantidades y los importes.",
    stock_on_hand_max: "Las existencias superarían ±%{max} unidades.",
  },
  images: {
    alt: "Imagen",
    drop: "Arrastre una imagen aquí (PNG, JPEG, WebP o GIF, hasta 2 MB) o haga clic para elegir una.",
  },
  forms: {
    archive: "Archivar",
  },
  pickers: {
    create_item: "Crear «%{item}»",
    create_hint: "Escriba un nombre para añadir uno nuevo.",
    create_failed: "No se ha podido crear. Inténtelo de nuevo.",
  },
  time_of_day: {
    invalid: "No es una hora. Escríbala como %{examples}.",
  },
  time_zone: {
    times_in: "Horas en %{zone}, la zona horaria del centro.",
  },
  phone: {
    country: "%{field}: país",
    example: "Por ejemplo %{example}",
    invalid:
      "Introduzca un número válido para el país elegido, por ejemplo %{example}, o en formato internacional (+…).",
  },
  my_profile: {
    title: "Mi perfil",
    not_linked:
      "Su usuario no está vinculado a ningún miembro del equipo, así que no hay perfil que mostrar. El propietario del negocio puede vincularlo en Miembros del equipo.",
    contact: "Contacto",
    email: "Correo electrónico",
    mobile: "Móvil",
    phone: "Teléfono",
    locations: "Centros",
    no_locations: "Todavía sin centro asignado.",
    services: "Servicios que realizo",
    no_services: "Todavía sin servicios.",
    shifts: "Mis turnos de las próximas dos semanas",
    no_shifts: "No hay turnos en las próximas dos semanas.",
    read_only:
      "Solo el propietario del negocio o un responsable puede cambiar estos datos.",
  },
};

export default app;
