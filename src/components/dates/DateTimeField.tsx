import Typography from "@mui/material/Typography";
import {
  useFieldValue,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { localeInfo } from "../../i18n/locales";
import { formatDateTime } from "./dateTimeFormat";
import { useRecordTimeZone, type LocatedRecord } from "./useRecordTimeZone";

export interface DateTimeFieldProps {
  source: string;
  /** Also the time of day, on the clock of the record's location (or the business's). */
  showTime?: boolean;
  emptyText?: string;
  label?: string;
  /** Whose location sets the clock, when it is not the record's own (a time off: its member's). */
  zoneOf?: LocatedRecord;
}

/** The time on the record's clock, with the zone's name when it is not the business's. */
const ZonedText = ({
  value,
  tag,
  zoneOf,
}: {
  value: string;
  tag: string;
  zoneOf?: LocatedRecord;
}) => {
  const record = useRecordContext<LocatedRecord & { id: number | string }>();
  const { timeZone, differs } = useRecordTimeZone(zoneOf ?? record);
  return (
    <>
      {formatDateTime(value, tag, { time: true, timeZone, zoneName: differs })}
    </>
  );
};

/** A record's date (or date and time) in the UI language: react-admin's DateField replaced. */
export const DateTimeField = ({
  source,
  showTime = false,
  emptyText,
  zoneOf,
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
        <ZonedText value={String(value)} tag={tag} zoneOf={zoneOf} />
      ) : (
        formatDateTime(value, tag)
      )}
    </Typography>
  );
};
