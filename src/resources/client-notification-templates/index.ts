import { lazy } from "react";
import SmsIcon from "@mui/icons-material/Sms";
import type { NotificationTemplate } from "./notificationTemplateModel";

const NotificationTemplateList = lazy(() =>
  import("./NotificationTemplateList").then((m) => ({
    default: m.NotificationTemplateList,
  })),
);
const NotificationTemplateCreate = lazy(() =>
  import("./NotificationTemplateCreate").then((m) => ({
    default: m.NotificationTemplateCreate,
  })),
);
const NotificationTemplateEdit = lazy(() =>
  import("./NotificationTemplateEdit").then((m) => ({
    default: m.NotificationTemplateEdit,
  })),
);

export default {
  list: NotificationTemplateList,
  create: NotificationTemplateCreate,
  edit: NotificationTemplateEdit,
  icon: SmsIcon,
  recordRepresentation: (record: NotificationTemplate) =>
    record.subject ?? record.type,
};
