import { lazy, Suspense } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Title, useTranslate } from "react-admin";
import { Link, useSearchParams } from "react-router-dom";
import { formatDateTime, useLocaleTag } from "../../components/dates";
import { formatMoney } from "../../components/money/moneyModel";
import { useCurrency } from "../../components/money";
import { ReportFilters } from "../ReportFilters";
import { changed, readParams } from "../reportQuery";
import type { ReportRow } from "../reportTypes";
import { useReport } from "../useReport";
import { DashboardLists } from "./DashboardLists";
import { DAYS_DEF, PERCENT_TILES, TILES_DEF, tileLink } from "./dashboardTiles";

/** The charts load with @mui/x-charts in their own chunk. */
const DashboardCharts = lazy(() => import("./DashboardCharts"));

const D = "app.reports.dashboard";

/** One tile: the figure, the previous period's, the change; opens its report. */
const Tile = ({
  row,
  href,
  format,
}: {
  row: ReportRow;
  href: string;
  format: (tile: string, v: unknown) => string;
}) => {
  const translate = useTranslate();
  const tile = String(row.tile);
  const money = row.amount !== null && row.amount !== undefined;
  const now = money ? row.amount : row.value;
  const before = money ? row.previous_amount : row.previous_value;
  const change = row.change_pct as number | null;
  return (
    <Card variant="outlined" sx={{ flex: "1 1 170px", minWidth: 0 }}>
      <CardActionArea component={Link} to={href} sx={{ height: "100%" }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" component="h2">
            {translate(`app.reports.values.dashboard_tile.${tile}`)}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            dir="ltr"
            sx={{ textAlign: "start" }}
          >
            {format(tile, now)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate(`${D}.previous`, { value: format(tile, before) })}
            {change === null
              ? ""
              : ` · ${translate(`${D}.change`, {
                  value: `${change > 0 ? "+" : ""}${change}`,
                })}`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/**
 * The reports dashboard (DOMAIN §5.10, service 13): the range and location
 * of every report screen (kept in the URL), the tiles compared with the
 * previous period of equal length, each opening its detailed report with
 * the same range and location, and the charts per day.
 */
export const ReportsDashboard = () => {
  const translate = useTranslate();
  const tag = useLocaleTag();
  const { currency } = useCurrency();
  const [search, setSearch] = useSearchParams();
  const params = readParams(TILES_DEF, search);
  const tiles = useReport(TILES_DEF, params);
  const days = useReport(DAYS_DEF, params);
  const data = tiles.data;
  const title = translate("app.menu.reports.dashboard");
  const format = (tile: string, v: unknown) => {
    if (v === null || v === undefined) return "–";
    const n = Number(v);
    if (PERCENT_TILES.has(tile))
      return new Intl.NumberFormat(tag, {
        style: "percent",
        maximumFractionDigits: 2,
      }).format(n / 100);
    return [
      "appointments",
      "cancelled",
      "no_show",
      "new_clients",
      "returning_clients",
    ].includes(tile)
      ? new Intl.NumberFormat(tag).format(n)
      : formatMoney(n, currency, tag);
  };
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {data
          ? translate(`app.reports.basis.${data.basis}`, {
              from: formatDateTime(data.from, tag),
              to: formatDateTime(data.to, tag),
            })
          : "\u00a0"}
      </Typography>
      <ReportFilters
        def={TILES_DEF}
        params={params}
        range={data}
        onChange={(c) => setSearch(changed(search, c), { replace: true })}
      />
      <Box sx={{ height: 4, mb: 1 }}>
        {tiles.isFetching || days.isFetching ? (
          <LinearProgress aria-label={translate("ra.page.loading")} />
        ) : null}
      </Box>
      {tiles.isError ? (
        <Alert severity="warning">{translate("app.reports.failed")}</Alert>
      ) : (
        <Box
          component="section"
          aria-label={translate(`${D}.tiles`)}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}
        >
          {data
            ? data.rows.map((row) => (
                <Tile
                  key={String(row.tile)}
                  row={row}
                  format={format}
                  href={tileLink(String(row.tile), data, params.location_id)}
                />
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <Skeleton
                  key={i}
                  variant="rounded"
                  height={96}
                  sx={{ flex: "1 1 170px" }}
                />
              ))}
        </Box>
      )}
      {days.data ? (
        <Suspense
          fallback={<Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />}
        >
          <DashboardCharts
            rows={days.data.rows}
            currency={currency}
            localeTag={tag}
          />
        </Suspense>
      ) : null}
      {data ? (
        <DashboardLists
          report="reports-dashboard"
          query={{
            from: data.from,
            to: data.to,
            location_id: params.location_id,
          }}
        />
      ) : null}
    </Box>
  );
};

export default ReportsDashboard;
