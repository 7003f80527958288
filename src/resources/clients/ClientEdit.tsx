import { Edit, SimpleForm } from "react-admin";
import { ArchiveToolbar } from "../../components/forms/ArchiveToolbar";
import { ClientInputs } from "./ClientInputs";
import { transformClient } from "./clientModel";

export const ClientEdit = () => (
  <Edit transform={transformClient} mutationMode="pessimistic">
    <SimpleForm toolbar={<ArchiveToolbar />}>
      <ClientInputs />
    </SimpleForm>
  </Edit>
);
