import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { NotificationTemplateInputs } from "./NotificationTemplateInputs";
import { transformTemplate } from "./notificationTemplateModel";

export const NotificationTemplateEdit = () => (
  <Edit transform={transformTemplate} mutationMode="pessimistic">
    <SimpleForm>
      <NotificationTemplateInputs />
    </SimpleForm>
  </Edit>
);
