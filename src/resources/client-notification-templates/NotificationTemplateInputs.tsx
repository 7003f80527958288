import {
  BooleanInput,
  FormDataConsumer,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { PlaceholderHelp } from "./PlaceholderHelp";
import {
  OFFSETS,
  offsetLabel,
  templateRuleValidators as rules,
  templateValidators as v,
  typeChoices,
} from "./notificationTemplateModel";

const OffsetInput = ({ current }: { current?: number | null }) => {
  const translate = useTranslate();
  const values =
    current && !OFFSETS.includes(current)
      ? [...OFFSETS, current].sort((a, b) => a - b)
      : OFFSETS;
  const choices = values.map((id) => {
    const [key, options] = offsetLabel(id);
    return { id, name: translate(key, options) };
  });
  return (
    <SelectInput
      source="reminder_offset_minutes"
      choices={choices}
      translateChoice={false}
      validate={rules.reminder_offset_minutes}
    />
  );
};

/** Form fields shared by the create and edit views of a client message. */
export const NotificationTemplateInputs = () => (
  <>
    <SelectInput source="type" choices={typeChoices} validate={v.type} />
    <FormDataConsumer>
      {({ formData }) =>
        formData.type === "reminder" ? (
          <OffsetInput current={formData.reminder_offset_minutes} />
        ) : null
      }
    </FormDataConsumer>
    <BooleanInput
      source="enabled"
      helperText="resources.client-notification-templates.notifications.reminders_limit"
    />
    <BooleanInput source="channel_email" validate={rules.channel_email} />
    <BooleanInput source="channel_sms" />
    <BooleanInput source="show_price" />
    <TextInput source="subject" validate={v.subject} />
    <TextInput source="body" validate={v.body} multiline minRows={4} />
    <PlaceholderHelp />
  </>
);
