import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { useTranslate } from "react-admin";
import { formatMoney } from "../../components/money/moneyModel";
import { formatDay } from "../../components/dates/dateTimeFormat";
import type { ReportRow } from "../reportTypes";

const D = "app.reports.dashboard";

/**
 * The dashboard's charts (its own chunk: @mui/x-charts loads only here):
 * total sales per day and appointments per day, as bars on the days of the
 * range. The day axis runs right to left in Arabic; the figures are also
 * in the tiles and the linked reports for a screen reader.
 */
const DashboardCharts = ({
  rows,
  currency,
  localeTag,
}: {
  rows: ReportRow[];
  currency: string;
  localeTag: string;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const rtl = theme.direction === "rtl";
  const days = rows.map((r) => String(r.date));
  const dayLabel = (d: string) => formatDay(d, localeTag, "short");
  const chart = (
    key: "total_sales" | "appointments",
    format: (v: number | null) => string,
  ) => (
    <Box component="figure" sx={{ m: 0, flex: "1 1 320px", minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle1">
        {translate(`${D}.charts.${key}`)}
      </Typography>
      <BarChart
        height={240}
        xAxis={[
          {
            scaleType: "band",
            data: days,
            reverse: rtl,
            valueFormatter: (d: string) => dayLabel(d),
          },
        ]}
        yAxis={[
          {
            position: rtl ? "right" : "left",
            valueFormatter: (v: number | null) => format(v),
          },
        ]}
        series={[
          {
            data: rows.map((r) => Number(r[key])),
            label: translate(`${D}.charts.${key}`),
            valueFormatter: (v: number | null) => format(v),
          },
        ]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
  // Minor units on the axis, worded in the business's currency.
  const money = (v: number | null) =>
    v === null ? "" : formatMoney(Math.round(v), currency, localeTag);
  const count = (v: number | null) =>
    v === null ? "" : new Intl.NumberFormat(localeTag).format(v);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 2 }}>
      {chart("total_sales", money)}
      {chart("appointments", count)}
    </Box>
  );
};

export default DashboardCharts;
