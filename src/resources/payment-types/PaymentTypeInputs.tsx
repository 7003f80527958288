import Alert from "@mui/material/Alert";
import {
  NumberInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from "react-admin";
import {
  customKindChoices,
  kindChoices,
  paymentTypeValidators as v,
  type PaymentType,
} from "./paymentTypeModel";

/** Form fields shared by PaymentTypeCreate and PaymentTypeEdit; built-in types only move. */
export const PaymentTypeInputs = () => {
  const record = useRecordContext<PaymentType>();
  const translate = useTranslate();
  const locked = Boolean(record?.is_system);
  return (
    <>
      {locked ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate("resources.payment-types.system_locked")}
        </Alert>
      ) : null}
      <TextInput source="name" validate={v.name} disabled={locked} />
      <SelectInput
        source="kind"
        choices={locked ? kindChoices : customKindChoices}
        validate={v.kind}
        disabled={locked}
      />
      <NumberInput source="sort_order" validate={v.sort_order} />
    </>
  );
};
