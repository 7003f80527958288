import Button from "@mui/material/Button";
import {
  AutocompleteArrayInput,
  DateInput,
  ReferenceArrayInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { useFormContext } from "react-hook-form";
import { useGetAll } from "../../components/lists/useGetAll";
import { closeDateValidators as v } from "./closeDateModel";

const OPTIONS = { meta: { options: true } };

/** "All locations": fills the picker with every active location. */
const AllLocationsButton = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { data = [] } = useGetAll<{ id: number; name: string }>("locations", {
    sort: { field: "name", order: "ASC" },
    meta: OPTIONS.meta,
  });
  return (
    <Button
      size="small"
      disabled={!data.length}
      onClick={() =>
        setValue(
          "location_ids",
          data.map((l) => l.id),
          { shouldDirty: true, shouldValidate: true },
        )
      }
      sx={{ mb: 2 }}
    >
      {translate("resources.close-dates.all_locations")}
    </Button>
  );
};

/** Form fields shared by CloseDateCreate and CloseDateEdit. */
export const CloseDateInputs = () => (
  <>
    <DateInput source="start_date" validate={v.start_date} />
    <DateInput source="end_date" validate={v.end_date} />
    <TextInput source="description" validate={v.description} />
    <ReferenceArrayInput
      source="location_ids"
      reference="locations"
      queryOptions={OPTIONS}
    >
      <AutocompleteArrayInput optionText="name" />
    </ReferenceArrayInput>
    <AllLocationsButton />
  </>
);
