import { DateInput, type DateInputProps } from "react-admin";
import { dayEdgeInstant, zonedDay } from "./dateTimeFormat";
import { useBusinessTimeZone } from "./useBusinessTimeZone";

/**
 * A date picker for a filter on instants ("from", "until"): the user picks
 * a day of the business's clock, the filter holds that day's first moment
 * (`edge="start"`) or last millisecond (`edge="end"`) as an instant with its
 * offset, which is all the API takes there.
 */
export const DayEdgeInput = ({
  edge,
  ...props
}: Omit<DateInputProps, "parse" | "format"> & { edge: "start" | "end" }) => {
  const zone = useBusinessTimeZone();
  return (
    <DateInput
      {...props}
      format={(value: string | null | undefined) => zonedDay(value, zone)}
      parse={(day: string | null) => dayEdgeInstant(day, edge, zone) ?? ""}
    />
  );
};
