import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/GetApp";
import { Title, useDataProvider, useTranslate } from "react-admin";
import { useSearchParams } from "react-router-dom";
import { saveBlob } from "../components/saveBlob";
import { formatDateTime, useLocaleTag } from "../components/dates";
import type { AppDataProvider } from "../providers/dataProvider";
import { ReportFilters } from "./ReportFilters";
import type { ReportScreenDef } from "./reportList";
import { apiQuery, changed, readParams } from "./reportQuery";
import { ReportMemo } from "./ReportMemo";
import { ReportTable } from "./ReportTable";
import type { ReportAnswer, ReportColumn } from "./reportTypes";
import { useReport } from "./useReport";

const R = "app.reports";

/** Downloads the report as CSV with exactly the screen's filters and order (every row). */
const ExportButton = ({
  def,
  answer,
  query,
}: {
  def: ReportScreenDef;
  answer?: ReportAnswer;
  query: Record<string, string>;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    if (!answer) return;
    setBusy(true);
    try {
      // The range the screen shows, also when the URL leaves it to the server.
      const range: Record<string, string> = def.dated
        ? { from: answer.from, to: answer.to }
        : {};
      const blob = await dataProvider.getFile("reports", {
        path: `${def.name}/export`,
        query: { ...query, ...range },
      });
      const span = def.dated ? `-${answer.from}-${answer.to}` : "";
      saveBlob(blob, `${def.name}${span}.csv`);
    } catch {
      // httpClient has shown the alert.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      onClick={exportCsv}
      disabled={busy || !answer || answer.total === 0}
    >
      {translate("app.export.csv")}
    </Button>
  );
};

/**
 * The one report screen (ARCHITECTURE §5.10): title, the date basis in
 * words, filters kept in the URL, the table with sortable columns and a
 * totals row, CSV export with the same filters, and loading and empty
 * states. Each report of src/reports/reportList.ts is this screen with its
 * own definition.
 */
export const ReportPage = ({ def }: { def: ReportScreenDef }) => {
  const translate = useTranslate();
  const tag = useLocaleTag();
  const [search, setSearch] = useSearchParams();
  const params = readParams(def, search);
  const { data, isPending, isFetching, isError } = useReport(def, params);
  const title = translate(`app.menu.${def.menuKey}`);
  const update = (changes: Record<string, string | undefined>) =>
    setSearch(changed(search, changes), { replace: true });
  const header = (c: ReportColumn) =>
    c.key === "group" && def.groupFilter
      ? translate(
          `${R}.choices.${def.groupFilter}.${def.fixed?.[def.groupFilter] ?? params.filters[def.groupFilter]}`,
        )
      : translate(`${R}.columns.${c.key}`);
  const sort = params.sort
    ? { key: params.sort, order: params.order ?? "asc" }
    : (data?.sort ?? { key: "", order: "asc" as const });
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {data
          ? translate(`${R}.basis.${data.basis}`, {
              from: formatDateTime(data.from, tag),
              to: formatDateTime(data.to, tag),
            })
          : "\u00a0"}
      </Typography>
      <ReportFilters def={def} params={params} range={data} onChange={update} />
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: 1,
          mb: 1,
        }}
      >
        <ExportButton
          def={def}
          answer={data}
          query={apiQuery(def, params, { page: false })}
        />
        {data ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate(`${R}.row_count`, { smart_count: data.total })}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {isFetching ? (
          <LinearProgress aria-label={translate("ra.page.loading")} />
        ) : null}
      </Box>
      {isPending ? null : isError || !data ? (
        <Alert severity="warning">{translate(`${R}.failed`)}</Alert>
      ) : data.rows.length === 0 ? (
        <Alert severity="info">{translate(`${R}.empty_state`)}</Alert>
      ) : (
        <ReportTable
          answer={data}
          label={title}
          header={header}
          sort={sort}
          onSort={(key, order) => update({ sort: key, order })}
          page={params.page}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
      {data?.memo ? <ReportMemo memo={data.memo} /> : null}
    </Box>
  );
};
