import Typography from "@mui/material/Typography";
import { useFieldValue, useLocaleState, useTranslate } from "react-admin";
import { localeInfo } from "../../i18n/locales";
import { formatDateTime } from "./dateTimeFormat";
import { useBusinessTimeZone } from "./useBusinessTimeZone";

export interface DateTimeFieldProps {
  source: string;
  /** Also the time of day, on the business's clock. */
  showTime?: boolean;
  emptyText?: string;
  label?: string;
}

const ZonedText = ({ value, tag }: { value: string; tag: string }) => {
  const timeZone = useBusinessTimeZone();
  return <>{formatDateTime(value, tag, { time: true, timeZone })}</>;
};

/** A record's date (or date and time) in the UI language: react-admin's DateField replaced. */
export const DateTimeField = ({
  source,
  showTime = false,
  emptyText,
}: DateTimeFieldProps) => {
  const value = useFieldValue({ source }) as string | null | undefined;
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const tag = localeInfo(locale).tag;
  return (
    <Typography component="span" variant="body2">
      {value == null || value === "" ? (
        emptyText ? (
          translate(emptyText, { _: emptyText })
        ) : null
      ) : showTime ? (
        <ZonedText value={String(value)} tag={tag} />
      ) : (
        formatDateTime(value, tag)
      )}
    </Typography>
  );
};
