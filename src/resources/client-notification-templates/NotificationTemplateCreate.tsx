import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
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
