/** Italiano: la pagina delle impostazioni (`/settings`, `app.settings_page`). */
export default {
  title: "Impostazioni",
  intro: "Scegli cosa configurare.",
  other: "Altre impostazioni",
  language_display: "Lingua e schermo",
  language: "Lingua",
  display_hint:
    "Layout, larghezza, barra laterale e colori della barra superiore in questo browser.",
};
