import Alert from "@mui/material/Alert";
import { NumberInput, TextInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import {
  invoiceSequenceValidators as v,
  previewInvoiceNumber,
} from "./invoiceSequenceModel";

/** The number the next sale at a location using this sequence will get. */
const NextNumberPreview = () => {
  const translate = useTranslate();
  const [prefix, next_number, padding] = useWatch({
    name: ["prefix", "next_number", "padding"],
  });
  const preview = previewInvoiceNumber({ prefix, next_number, padding });
  return (
    <Alert severity="info" sx={{ my: 1 }} role="status">
      {translate("resources.invoice-sequences.preview")}:{" "}
      <strong>
        <bdi dir="ltr" data-testid="invoice-preview">
          {preview || "—"}
        </bdi>
      </strong>
    </Alert>
  );
};

/** Form fields shared by InvoiceSequenceCreate and InvoiceSequenceEdit. */
export const InvoiceSequenceInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <TextInput
      source="prefix"
      validate={v.prefix}
      slotProps={{ htmlInput: { dir: "ltr" } }}
    />
    <NumberInput
      source="next_number"
      validate={v.next_number}
      helperText="resources.invoice-sequences.helper.next_number"
    />
    <NumberInput source="padding" validate={v.padding} />
    <NextNumberPreview />
  </>
);
