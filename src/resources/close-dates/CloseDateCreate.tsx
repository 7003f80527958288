import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { useBookedAppointmentsWarning } from "./useBookedAppointmentsWarning";
import { CloseDateInputs } from "./CloseDateInputs";
import {
  closeDateDefaults,
  transformCloseDate,
  validateCloseDate,
} from "./closeDateModel";

export const CloseDateCreate = () => {
  const { onSuccess, dialog } = useBookedAppointmentsWarning("created", "list");
  return (
    <Create
      transform={transformCloseDate}
      redirect="list"
      mutationOptions={{ onSuccess }}
    >
      <SimpleForm
        defaultValues={closeDateDefaults()}
        validate={validateCloseDate}
      >
        <CloseDateInputs />
      </SimpleForm>
      {dialog}
    </Create>
  );
};
