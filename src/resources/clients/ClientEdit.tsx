import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { ClientInputs } from "./ClientInputs";
import { transformClient } from "./clientModel";

export const ClientEdit = () => (
  <Edit transform={transformClient} mutationMode="pessimistic">
    <SimpleForm>
      <ClientInputs />
    </SimpleForm>
  </Edit>
);
