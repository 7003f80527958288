export * from "./clientNotificationTemplates.js";
