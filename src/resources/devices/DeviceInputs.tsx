import { ReferenceInput, SelectInput, TextInput } from "react-admin";
import { ZonedDateTimeInput } from "../../components/dates";
import {
  deviceValidators as v,
  statusChoices,
  typeChoices,
} from "./deviceModel";
import { PreselectOnlyChoice } from "../../components/forms/PreselectOnlyChoice";

/** Form fields shared by DeviceCreate and DeviceEdit. */
export const DeviceInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <SelectInput source="type" choices={typeChoices} validate={v.type} />
    <TextInput
      source="serial_number"
      validate={v.serial_number}
      slotProps={{ htmlInput: { dir: "ltr" } }}
    />
    <ReferenceInput
      source="location_id"
      reference="locations"
      queryOptions={{ meta: { options: true } }}
    >
      <PreselectOnlyChoice>
        <SelectInput optionText="name" validate={v.location_id} />
      </PreselectOnlyChoice>
    </ReferenceInput>
    <SelectInput source="status" choices={statusChoices} validate={v.status} />
    <ZonedDateTimeInput source="paired_at" />
    <ZonedDateTimeInput source="last_seen_at" />
  </>
);
