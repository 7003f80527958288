import type { ReactElement, ReactNode } from "react";
import type { SxProps, Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  DataTable,
  List,
  SelectField,
  SimpleList,
  type RaRecord,
} from "react-admin";

/**
 * The list of a numbered document (purchase orders, stock takes, sales,
 * refunds): newest first, 25 a page, the toolbar kept when nothing is listed
 * yet; a table from the medium breakpoint up, on smaller screens one row per
 * document: its number and `title`, its status (or `secondary`), `detail`.
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
  /** The status field's words; or `secondary` for another second line on a phone. */
  statusChoices?: Choices;
  secondary?: (record: R) => ReactNode;
  /** Beside the number on a phone (the supplier, the location); nothing when it gives nothing. */
  title: (record: R) => ReactNode;
  /** The third line on a phone (the total, the progress). */
  detail: (record: R) => ReactNode;
  /** Rows open the document's page (default), or nothing (a read-only list whose cells link). */
  opens?: boolean;
  /** A row's own style (a voided sale struck through). */
  rowSx?: (record: R) => SxProps;
  /** What a row opens into in the table (a sale's items). */
  expand?: ReactElement;
  /** The table's columns (documentColumns.tsx builds the shared ones). */
  children: ReactNode;
}

export const DocumentList = <R extends RaRecord>({
  filters,
  actions,
  sortField,
  numberSource,
  statusChoices = [],
  secondary,
  title,
  detail,
  opens = true,
  rowSx,
  expand,
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
          linkType={opens ? "show" : false}
          primaryText={(record) => {
            const beside = title(record);
            return (
              <>
                <DocumentNumber value={record[numberSource]} />
                {beside ? <> · {beside}</> : null}
              </>
            );
          }}
          secondaryText={
            secondary ?? (() => <Status choices={statusChoices} />)
          }
          tertiaryText={detail}
          rowSx={rowSx}
        />
      ) : (
        <DataTable
          rowClick={opens ? "show" : false}
          bulkActionButtons={false}
          expand={expand}
          rowSx={rowSx}
        >
          {children}
        </DataTable>
      )}
    </List>
  );
};
