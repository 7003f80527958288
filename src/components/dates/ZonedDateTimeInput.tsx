import { useWatch } from "react-hook-form";
import {
  DateTimeInput,
  useTranslate,
  type DateTimeInputProps,
} from "react-admin";
import { fromZonedInput, timeZoneName, toZonedInput } from "./dateTimeFormat";
import { useLocaleTag } from "./useLocaleTag";
import { useRecordTimeZone, type LocatedRecord } from "./useRecordTimeZone";

/**
 * A date and time typed on the clock of the record's location, or the
 * business's (react-admin's DateTimeInput uses the browser's): midnight in
 * Vienna stays midnight for a receptionist whose computer is set elsewhere.
 * The location is the form's `location_id`, or its `location_ids` when it
 * holds exactly one; a zone other than the business's is named under the
 * input.
 */
export const ZonedDateTimeInput = ({
  zoneOf,
  ...props
}: DateTimeInputProps & {
  /** Whose location sets the clock, when the form has no location field (a time off: its member's). */
  zoneOf?: LocatedRecord;
}) => {
  const translate = useTranslate();
  const tag = useLocaleTag();
  const [location_id, location_ids] = useWatch({
    name: ["location_id", "location_ids"],
  }) as unknown[];
  const { timeZone, differs } = useRecordTimeZone(
    zoneOf ?? { location_id, location_ids },
  );
  // The input keeps what it shows: a new zone (the locations read, another
  // location picked) shows the value afresh.
  return (
    <DateTimeInput
      key={timeZone}
      {...props}
      helperText={
        props.helperText ??
        (differs
          ? translate("app.time_zone.times_in", {
              zone: timeZoneName(timeZone, tag),
            })
          : undefined)
      }
      format={(value: string | Date | null) => toZonedInput(value, timeZone)}
      parse={(value: string) => fromZonedInput(value, timeZone)}
    />
  );
};
