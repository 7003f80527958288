import { Create, SimpleForm } from "react-admin";
import { ClientInputs } from "./ClientInputs";
import { clientDefaults, transformClient } from "./clientModel";

export const ClientCreate = () => (
  <Create transform={transformClient} redirect="list">
    <SimpleForm defaultValues={clientDefaults()}>
      <ClientInputs />
    </SimpleForm>
  </Create>
);
