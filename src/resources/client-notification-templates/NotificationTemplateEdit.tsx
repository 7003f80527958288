import { Edit, SimpleForm } from "react-admin";
import { NotificationTemplateInputs } from "./NotificationTemplateInputs";
import { transformTemplate } from "./notificationTemplateModel";

export const NotificationTemplateEdit = () => (
  <Edit transform={transformTemplate} mutationMode="pessimistic">
    <SimpleForm>
      <NotificationTemplateInputs />
    </SimpleForm>
  </Edit>
);
