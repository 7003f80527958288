import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { useBookedAppointmentsWarning } from "./useBookedAppointmentsWarning";
import { CloseDateInputs } from "./CloseDateInputs";
import { transformCloseDate, validateCloseDate } from "./closeDateModel";

/** Pessimistic: the server's answer lists the appointments booked on the new days. */
export const CloseDateEdit = () => {
  const { onSuccess, dialog } = useBookedAppointmentsWarning("updated", "list");
  return (
    <Edit
      transform={transformCloseDate}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
    >
      <SimpleForm validate={validateCloseDate}>
        <CloseDateInputs />
      </SimpleForm>
      {dialog}
    </Edit>
  );
};
