export { SettingsPage } from "./SettingsPage";
export { SETTINGS_PATH, settingsSections } from "./settingsAreas";
