/** Español: la página de configuración (`/settings`, `app.settings_page`). */
export default {
  title: "Configuración",
  intro: "Elija qué configurar.",
  other: "Más ajustes",
  language_display: "Idioma y pantalla",
  language: "Idioma",
  display_hint:
    "Diseño, ancho, barra lateral y colores de la barra superior en este navegador.",
};
