import type { MouseEvent, ReactNode } from "react";
import Link from "@mui/material/Link";
import { useFieldValue, type RaRecord } from "react-admin";
import { usePhoneFormat } from "./usePhoneFormat";

export interface PhoneFieldProps {
  /** The field of the record in context holding the number (E.164). */
  source?: string;
  /** The record to read instead of the one in context. */
  record?: RaRecord;
  /** The number itself, when it is not a field of a record. */
  value?: string | null;
  /** Shown before the number (an icon), inside the link. */
  icon?: ReactNode;
}

// A link inside a clickable list row calls; it does not also open the row.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * The one way a stored phone number is shown (lists, record pages, the
 * client header): readable (national in the business's country,
 * international otherwise), left to right in every language, as a `tel:`
 * link that dials it in E.164.
 */
export const PhoneField = ({
  source,
  record,
  value,
  icon,
}: PhoneFieldProps) => {
  const fromRecord: unknown = useFieldValue({ source: source ?? "", record });
  const number = value !== undefined ? value : source ? fromRecord : null;
  const show = usePhoneFormat();
  if (typeof number !== "string" || number.trim() === "") return null;
  const { text, href } = show(number);
  return (
    <Link
      href={href}
      underline="hover"
      onClick={stopPropagation}
      sx={
        icon
          ? { display: "inline-flex", alignItems: "center", gap: 0.5 }
          : undefined
      }
    >
      {icon}
      <bdi dir="ltr">{text}</bdi>
    </Link>
  );
};
