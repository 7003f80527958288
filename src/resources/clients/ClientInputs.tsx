import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import {
  BooleanInput,
  DateInput,
  FormDataConsumer,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { CreatableReferenceInput } from "../../components/forms/CreatableReferenceInput";
import {
  clientValidators as v,
  genderChoices,
  lacksContact,
} from "./clientModel";
import { PhoneInput } from "../../components/phone";

const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(labelKey)}
    </Typography>
  );
};

/** Form fields shared by ClientCreate and ClientEdit. */
export const ClientInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="first_name" validate={v.first_name} />
      <TextInput source="last_name" validate={v.last_name} />
      <SelectInput source="gender" choices={genderChoices} emptyText="" />
      <DateInput source="birthday" />
      <Section labelKey="resources.clients.sections.contact" />
      <TextInput
        source="email"
        type="email"
        validate={v.email}
        slotProps={{ htmlInput: { dir: "ltr" } }}
      />
      <PhoneInput source="mobile" />
      <FormDataConsumer>
        {({ formData }) =>
          lacksContact(formData) ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate("resources.clients.notifications.contact_missing")}
            </Alert>
          ) : null
        }
      </FormDataConsumer>
      <CreatableReferenceInput
        source="referral_source_id"
        reference="referral-sources"
        sort={{ field: "sort_order", order: "ASC" }}
      />
      <TextInput source="notes" multiline minRows={3} />
      <Section labelKey="resources.clients.sections.messages" />
      <BooleanInput source="notify_email" />
      <BooleanInput source="notify_sms" />
      <BooleanInput source="marketing_email_opt_in" />
      <BooleanInput source="marketing_sms_opt_in" />
      <Section labelKey="resources.clients.sections.booking" />
      <BooleanInput source="blocked_online" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.blocked_online ? (
            <TextInput source="block_reason" multiline />
          ) : null
        }
      </FormDataConsumer>
    </>
  );
};
