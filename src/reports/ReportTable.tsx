import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import {
  useCreatePath,
  useResourceDefinitions,
  useTranslate,
} from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { useCurrency } from "../components/money";
import { formatCell, isNumeric, type CellContext } from "./reportFormat";
import { PAGE_SIZE } from "./reportQuery";
import type { ReportAnswer, ReportColumn, ReportRow } from "./reportTypes";

export interface ReportTableProps {
  answer: ReportAnswer;
  /** The table's name (the report's title). */
  label: string;
  /** A column's header. */
  header: (c: ReportColumn) => string;
  sort: { key: string; order: "asc" | "desc" };
  onSort: (key: string, order: "asc" | "desc") => void;
  page: number;
  onPage: (page: number) => void;
}

/** One cell: formatted, numbers kept left to right, a named record linked. */
const Cell = ({
  c,
  row,
  ctx,
  path,
}: {
  c: ReportColumn;
  row: ReportRow;
  ctx: CellContext;
  path?: string;
}) => {
  const text = formatCell(c, row[c.key], row, ctx);
  const shown = isNumeric(c) ? <bdi dir="ltr">{text}</bdi> : text;
  return (
    <TableCell
      align={isNumeric(c) ? "right" : "left"}
      sx={isNumeric(c) ? { whiteSpace: "nowrap" } : undefined}
    >
      {path && text ? (
        <Link component={RouterLink} to={path}>
          {shown}
        </Link>
      ) : (
        shown
      )}
    </TableCell>
  );
};

/**
 * The report's rows with sortable headers, a totals row and, for a paged
 * report, its pages. The table scrolls sideways inside its own box on a
 * narrow screen; the page never does.
 */
export const ReportTable = ({
  answer,
  label,
  header,
  sort,
  onSort,
  page,
  onPage,
}: ReportTableProps) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const ctx: CellContext = { translate, localeTag, currency };
  const createPath = useCreatePath();
  const definitions = useResourceDefinitions();
  const linkTo = (c: ReportColumn, row: ReportRow) => {
    const id = c.link ? row[c.link.id] : undefined;
    if (!c.link || id === null || id === undefined) return undefined;
    const { resource } = c.link;
    return createPath({
      resource,
      id: id as number,
      type: definitions[resource]?.hasShow ? "show" : "edit",
    });
  };
  const { columns, rows, totals } = answer;
  const hasTotals = columns.some((c) => totals[c.key] !== undefined);
  return (
    <>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ overflowX: "auto", maxWidth: "100%" }}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const active = sort.key === c.key;
                return (
                  <TableCell
                    key={c.key}
                    align={isNumeric(c) ? "right" : "left"}
                    sortDirection={active ? sort.order : false}
                    sx={{ whiteSpace: "nowrap" }}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.order : "asc"}
                      onClick={() =>
                        onSort(
                          c.key,
                          active && sort.order === "asc" ? "desc" : "asc",
                        )
                      }
                    >
                      {header(c)}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={String(row.id ?? i)} hover>
                {columns.map((c) => (
                  <Cell
                    key={c.key}
                    c={c}
                    row={row}
                    ctx={ctx}
                    path={linkTo(c, row)}
                  />
                ))}
              </TableRow>
            ))}
          </TableBody>
          {hasTotals ? (
            <TableFooter>
              <TableRow
                data-testid="report-totals"
                sx={{
                  "& td": {
                    typography: "body2",
                    fontWeight: 600,
                    color: "text.primary",
                  },
                }}
              >
                {columns.map((c, i) =>
                  totals[c.key] !== undefined ? (
                    <Cell key={c.key} c={c} row={totals} ctx={ctx} />
                  ) : (
                    <TableCell key={c.key}>
                      {i === 0 ? translate("app.reports.totals") : ""}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </TableContainer>
      {answer.paged ? (
        <TablePagination
          component="div"
          count={answer.total}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, p) => onPage(p + 1)}
          labelDisplayedRows={({ from, to, count }) =>
            translate("app.reports.rows_shown", { from, to, count })
          }
          getItemAriaLabel={(type) => translate(`app.reports.pages.${type}`)}
        />
      ) : null}
    </>
  );
};
