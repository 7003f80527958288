import type { CatalogueOf } from "../../en";
import type enTeamMembers from "../../en/resources/team-members";

/** Spanish texts of the team-members resource (`resources.team-members`). */
const teamMembers: CatalogueOf<typeof enTeamMembers> = {
  name: "Miembro del equipo |||| Miembros del equipo",
  fields: {
    id: "ID",
    first_name: "Nombre",
    last_name: "Apellidos",
    email: "Correo electrónico",
    mobile: "Móvil",
    phone: "Teléfono",
    job_title: "Puesto",
    calendar_colour: "Color en el calendario",
    employment_start: "Fecha de alta",
    employment_end: "Fecha de baja",
    bookable_online: "Reservable en línea",
    sort_order: "Orden",
    photo_path: "Foto",
    location_ids: "Centros",
    service_ids: "Servicios que realiza",
    department_id: "Departamento",
    login_enabled: "Puede iniciar sesión",
    has_login: "Tiene acceso",
    password: "Contraseña de acceso",
    permissions: "Áreas a las que puede acceder",
    archived_at: "Archivado",
    created_at: "Creado",
    updated_at: "Actualizado",
  },
  filters: {
    search: "Buscar",
    archived: "Solo archivados",
    location_id: "Centro",
    department_id: "Departamento",
    bookable_online: "Reservable en línea",
  },
  sections: {
    details: "Datos",
    employment: "Empleo",
    work: "Dónde trabaja y qué hace",
    calendar: "Calendario",
    login: "Acceso del personal",
  },
  login: {
    intro:
      "El miembro del equipo inicia sesión con el correo electrónico indicado arriba y solo ve las áreas marcadas a continuación.",
    password_hint:
      "Obligatoria al activar el acceso por primera vez. Déjela en blanco para mantener la contraseña actual.",
    email_required:
      "Se necesita un correo electrónico para el acceso del personal.",
    password_required: "Establezca una contraseña para activar el acceso.",
    select_all: "Seleccionar todo",
    other: "Otros",
    presets: {
      reception: "Recepción",
      therapist: "Terapeuta",
      manager: "Gerente",
    },
  },
  areas: {
    "2": "Calendario",
    "3": "Clientes",
    "4": "Productos",
    "5": "Inventario",
    "6": "Promoción",
    "7": "Informes: finanzas",
    "8": "Informes: ventas",
    "9": "Informes: inventario",
    "10": "Informes: citas",
    "11": "Informes: clientes",
    "12": "Informes: equipo",
    "13": "Panel de informes",
    "14": "Configuración",
    "15": "Servicios",
    "16": "Equipo",
    "17": "Recursos",
    "19": "Informes: vales regalo",
  },
  helpers: {
    calendar_colour: "Color de sus citas en el calendario.",
    sort_order: "Los números más bajos aparecen primero en el calendario.",
  },
  no_department: "Sin departamento",
  validation: {
    location_required: "Elige al menos un centro donde trabaja este miembro.",
    employment_order: "La fecha de fin no puede ser anterior a la de inicio.",
    whole_number: "Introduce un número entero.",
  },
  empty: {
    title: "Aún no hay miembros del equipo",
    invite:
      "Añade a las personas que trabajan contigo, dónde trabajan y qué hacen.",
  },
  notifications: {
    invalid_colour: "Utilice un color como #1A2B3C.",
  },
};

export default teamMembers;
