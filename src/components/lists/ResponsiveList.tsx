import type { ReactNode } from "react";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import { SimpleList, useResourceDefinition, type RaRecord } from "react-admin";

export interface CompactListProps<R extends RaRecord> {
  /** The record's name. */
  primary: (record: R) => ReactNode;
  /** Its phone number, shown beside the name (left to right in every language). */
  phone?: (record: R) => string | null | undefined;
  /** One more line under the name (an e-mail, a job title, a city). */
  secondary?: (record: R) => ReactNode;
}

/**
 * The list on a phone: one compact row per record (name, phone, one
 * secondary line) instead of a table wider than the screen; each row is a
 * link that opens the record (its page when it has one, else its form).
 */
export const CompactList = <R extends RaRecord>({
  primary,
  phone,
  secondary,
}: CompactListProps<R>) => {
  const { hasShow } = useResourceDefinition();
  return (
    <SimpleList<R>
      primaryText={primary}
      secondaryText={secondary}
      tertiaryText={
        phone
          ? (record) => {
              const number = phone(record);
              return number ? <bdi dir="ltr">{number}</bdi> : null;
            }
          : undefined
      }
      linkType={hasShow ? "show" : "edit"}
    />
  );
};

/** The list's table from the small breakpoint up, `compact` rows on a phone. */
export const ResponsiveList = ({
  compact,
  children,
}: {
  compact: ReactNode;
  children: ReactNode;
}) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return <>{phone ? compact : children}</>;
};
