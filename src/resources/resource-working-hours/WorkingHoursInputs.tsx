import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import {
  AutocompleteInput,
  DateInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  useTranslate,
} from "react-admin";
import { WeekHoursEditor } from "../../components/weekHours";
import { repeatChoices } from "./workingHoursModel";

const options = { meta: { options: true } };

const Row = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: "flex",
      flexDirection: { xs: "column", sm: "row" },
      gap: { sm: 2 },
      width: "100%",
    }}
  >
    {children}
  </Box>
);

/** Form fields shared by the create and edit views: the resource, the dates, then one grid per repeating week. */
export const WorkingHoursInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <ReferenceInput
        source="resource_id"
        reference="resources"
        queryOptions={options}
      >
        <AutocompleteInput />
      </ReferenceInput>
      <Row>
        <DateInput source="start_date" />
        <DateInput
          source="end_date"
          helperText="resources.resource-working-hours.helpers.end_date"
        />
        <SelectInput source="repeat_weeks" choices={repeatChoices} />
      </Row>
      <Typography variant="body2" color="text.secondary">
        {translate("resources.resource-working-hours.helpers.grid")}
      </Typography>
      <FormDataConsumer>
        {({ formData }) =>
          Array.from(
            { length: Number(formData.repeat_weeks ?? 1) },
            (_, week) => (
              <Box key={week} sx={{ width: "100%", mt: 2 }}>
                {Number(formData.repeat_weeks) > 1 ? (
                  <Typography variant="subtitle1" component="h2">
                    {translate("resources.resource-working-hours.week", {
                      n: week + 1,
                    })}
                  </Typography>
                ) : null}
                <WeekHoursEditor
                  week={week}
                  keys="resources.resource-working-hours"
                />
              </Box>
            ),
          )
        }
      </FormDataConsumer>
    </>
  );
};
