import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { Section } from "../settings/SettingsParts";
import { SingletonEdit } from "../settings/SingletonEdit";
import {
  CANCEL_NOTICES,
  onlineBookingValidators as v,
  SLOT_INTERVALS,
  transformOnlineBooking,
} from "./onlineBookingModel";

const R = "resources.online-booking-settings";

/** /accountsetup/online-booking: the booking page's rules, one form (role 2). */
export const OnlineBookingSettingsPage = () => {
  const translate = useTranslate();
  const notices = CANCEL_NOTICES.map((id) => ({
    id,
    name:
      id < 60
        ? translate(`${R}.minutes`, { smart_count: id })
        : translate(`${R}.hours`, { smart_count: id / 60 }),
  }));
  const slots = SLOT_INTERVALS.map((id) => ({
    id,
    name: translate(`${R}.slot_minutes`, { smart_count: id }),
  }));
  return (
    <SingletonEdit
      resource="online-booking-settings"
      transform={transformOnlineBooking}
    >
      <BooleanInput source="enabled" />
      <TextInput
        source="slug"
        validate={v.slug}
        helperText={`${R}.helper.slug`}
        slotProps={{ htmlInput: { dir: "ltr" } }}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.enabled ? null : (
            <TextInput
              source="disabled_message"
              multiline
              validate={v.disabled_message}
            />
          )
        }
      </FormDataConsumer>
      <Section labelKey={`${R}.sections.times`} />
      <SelectInput
        source="slot_interval_minutes"
        choices={slots}
        validate={v.slot_interval_minutes}
        translateChoice={false}
      />
      <NumberInput
        source="min_notice_minutes"
        validate={v.min_notice_minutes}
      />
      <NumberInput source="max_advance_days" validate={v.max_advance_days} />
      <SelectInput
        source="client_cancel_notice_minutes"
        choices={notices}
        validate={v.client_cancel_notice_minutes}
        translateChoice={false}
      />
      <Section labelKey={`${R}.sections.clients`} />
      <BooleanInput source="allow_team_member_selection" />
      <BooleanInput source="allow_any_team_member" />
      <BooleanInput source="require_phone" />
      <TextInput
        source="important_info_text"
        multiline
        minRows={3}
        validate={v.important_info_text}
      />
    </SingletonEdit>
  );
};
