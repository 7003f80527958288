import { DateTimeInput, type DateTimeInputProps } from "react-admin";
import { fromZonedInput, toZonedInput } from "./dateTimeFormat";
import { useBusinessTimeZone } from "./useBusinessTimeZone";

/**
 * A date and time typed on the business's clock (react-admin's
 * DateTimeInput uses the browser's): midnight in Vienna stays midnight for
 * a receptionist whose computer is set elsewhere.
 */
export const ZonedDateTimeInput = (props: DateTimeInputProps) => {
  const timeZone = useBusinessTimeZone();
  return (
    <DateTimeInput
      {...props}
      format={(value: string | Date | null) => toZonedInput(value, timeZone)}
      parse={(value: string) => fromZonedInput(value, timeZone)}
    />
  );
};
