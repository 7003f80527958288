import Box from "@mui/material/Box";
import {
  BooleanInput,
  DateInput,
  Form,
  FormDataConsumer,
  SaveButton,
  TextInput,
  useCreate,
  useNotify,
} from "react-admin";
import { DayIntervals } from "../../components/weekHours";
import {
  transformOverride,
  validateOverride,
  type ResourceHourOverride,
} from "./workingHoursModel";

interface HttpErrorLike {
  body?: { errors?: Record<string, string> };
}

/** Adds a date override for one resource: closed all day, or its own intervals. */
export const OverrideForm = ({
  resourceId,
  onSaved,
}: {
  resourceId: number;
  onSaved: () => void;
}) => {
  const [create] = useCreate<ResourceHourOverride>();
  const notify = useNotify();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await create(
        "resource-hour-overrides",
        { data: transformOverride({ ...values, resource_id: resourceId }) },
        { returnPromise: true },
      );
      notify("resources.resource-working-hours.overrides.saved", {
        type: "success",
      });
      onSaved();
    } catch (error) {
      // A 422 answer names the fields: react-admin shows each message on its input.
      return (error as HttpErrorLike).body?.errors ?? {};
    }
  };
  return (
    <Form
      noValidate
      onSubmit={submit}
      validate={validateOverride}
      defaultValues={{
        closed: true,
        intervals: [{ start: "09:00", end: "17:00" }],
      }}
      resetOptions={{ keepDefaultValues: true }}
    >
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          gap: 2,
          alignItems: "flex-start",
        }}
      >
        <DateInput
          source="date"
          label="resources.resource-working-hours.overrides.date"
        />
        <BooleanInput
          source="closed"
          label="resources.resource-working-hours.overrides.closed"
          sx={{ mt: 1 }}
        />
        <TextInput
          source="note"
          label="resources.resource-working-hours.overrides.note"
        />
      </Box>
      <FormDataConsumer>
        {({ formData }) =>
          formData.closed ? null : (
            <DayIntervals
              source="intervals"
              keys="resources.resource-working-hours"
            />
          )
        }
      </FormDataConsumer>
      <SaveButton
        label="resources.resource-working-hours.overrides.add"
        alwaysEnable
      />
    </Form>
  );
};
