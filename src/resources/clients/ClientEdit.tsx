import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
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
