import { Create, SimpleForm } from "react-admin";
import { NotificationTemplateInputs } from "./NotificationTemplateInputs";
import {
  templateDefaults,
  transformTemplate,
} from "./notificationTemplateModel";

export const NotificationTemplateCreate = () => (
  <Create transform={transformTemplate} redirect="list">
    <SimpleForm defaultValues={templateDefaults()}>
      <NotificationTemplateInputs />
    </SimpleForm>
  </Create>
);
