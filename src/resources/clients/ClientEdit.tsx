import { Edit, SimpleForm } from "react-admin";
import { ClientInputs } from "./ClientInputs";
import { transformClient } from "./clientModel";

export const ClientEdit = () => (
  <Edit transform={transformClient} mutationMode="pessimistic">
    <SimpleForm>
      <ClientInputs />
    </SimpleForm>
  </Edit>
);
