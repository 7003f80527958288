import type { ReactElement, ReactNode } from "react";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  DataTable,
  List,
  SelectField,
  SimpleList,
  type RaRecord,
} from "react-admin";

/**
 * The list of a stock document (purchase orders, stock takes): newest first,
 * 25 a page, the toolbar kept when nothing is listed yet; a table from the
 * medium breakpoint up, on smaller screens one row per document: its number
 * and `title`, its status, `detail`.
 */

export type Choices = { id: string; name: string }[];

/** A document number (PO-000123), left to right in every language. */
export const DocumentNumber = ({ value }: { value: unknown }) => (
  <bdi dir="ltr">{String(value ?? "")}</bdi>
);

export const Status = ({ choices }: { choices: Choices }) => (
  <SelectField source="status" choices={choices} />
);

export interface DocumentListProps<R extends RaRecord> {
  filters: ReactElement[];
  actions: ReactElement;
  /** The date field the list starts sorted by, newest first. */
  sortField: string;
  /** The field holding the document number. */
  numberSource: string;
  statusChoices: Choices;
  /** Beside the number on a phone (the supplier, the location). */
  title: (record: R) => ReactNode;
  /** The third line on a phone (the total, the progress). */
  detail: (record: R) => ReactNode;
  /** The table's columns (documentColumns.tsx builds the shared ones). */
  children: ReactNode;
}

export const DocumentList = <R extends RaRecord>({
  filters,
  actions,
  sortField,
  numberSource,
  statusChoices,
  title,
  detail,
  children,
}: DocumentListProps<R>) => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={filters}
      actions={actions}
      sort={{ field: sortField, order: "DESC" }}
      perPage={25}
      // The toolbar (create, filters, CSV) stays when nothing is listed yet.
      empty={false}
    >
      {small ? (
        <SimpleList<R>
          linkType="show"
          primaryText={(record) => (
            <>
              <DocumentNumber value={record[numberSource]} /> · {title(record)}
            </>
          )}
          secondaryText={() => <Status choices={statusChoices} />}
          tertiaryText={detail}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          {children}
        </DataTable>
      )}
    </List>
  );
};
