import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { CALENDAR_PATH } from "../calendar";
import { useCurrency } from "../components/money";
import { formatMoney } from "../components/money/moneyModel";
import type { AppDataProvider } from "../providers/dataProvider";
import type { ReportAnswer, ReportRow } from "../reports/reportTypes";

const T = "app.reports.dashboard.today";
const SALES_BY_TYPE = "/reports/reportsales/sales-by-type";

/** The day `n` days after a local date "YYYY-MM-DD". */
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000)
    .toISOString()
    .slice(0, 10);

/**
 * Where a figure leads: the calendar for appointments, sales by type (same
 * days) for sales, stock on hand fewest first for low stock, the issued
 * vouchers still valid that expire in its days (issued in the three years a
 * report covers) for expiring vouchers.
 */
const linkOf = (r: ReportRow) => {
  const figure = String(r.figure);
  const first = String(r.first_day);
  const last = String(r.last_day);
  if (figure.startsWith("appointments")) return CALENDAR_PATH;
  if (figure === "low_stock")
    return "/reports/inventory/stock-on-hand?sort=on_hand&order=asc";
  if (figure === "vouchers_expiring")
    return `/sales/vouchers?${new URLSearchParams({
      from: addDays(first, -1094),
      to: first,
      status: "valid",
      expiry_from: first,
      expiry_to: last,
      sort: "expiry_date",
      order: "asc",
    }).toString()}`;
  return `${SALES_BY_TYPE}?from=${first}&to=${last}`;
};

/**
 * Today's figures on the main dashboard (DOMAIN §5.2): the server answers
 * only those of areas the user may open (appointments with the calendar or
 * the appointment reports, sales with the sales reports), so a user with
 * none of them sees nothing here.
 */
export const TodayFigures = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { currency, localeTag } = useCurrency();
  const { data, isError } = useQuery({
    queryKey: ["reports", "dashboard"],
    queryFn: () =>
      // A failure is shown here, not as the app's alert over the whole home page.
      dataProvider.getJson<ReportAnswer>("reports", {
        path: "dashboard",
        silent: true,
      }),
    retry: false,
  });
  if (isError)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate("app.reports.failed")}
      </Alert>
    );
  const rows = Array.isArray(data?.rows) ? data.rows : [];
  if (!rows.length) return null;
  const money = (v: unknown) => formatMoney(Number(v), currency, localeTag);
  return (
    <Box
      component="section"
      aria-label={translate(`${T}.title`)}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 2 }}
    >
      {rows.map((r) => {
        const sales = r.amount !== null && r.amount !== undefined;
        return (
          <Card
            key={String(r.figure)}
            variant="outlined"
            sx={{ flex: "1 1 160px", minWidth: 0 }}
          >
            <CardActionArea
              component={Link}
              to={linkOf(r)}
              sx={{ height: "100%" }}
            >
              <CardContent>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  component="h2"
                >
                  {translate(
                    `app.reports.values.dashboard_figure.${String(r.figure)}`,
                  )}
                </Typography>
                <Typography variant="h6" component="p">
                  <bdi>
                    {sales
                      ? money(r.amount)
                      : new Intl.NumberFormat(localeTag).format(
                          Number(r.value),
                        )}
                  </bdi>
                </Typography>
                {sales ? (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                  >
                    {translate(
                      r.figure === "sales_today"
                        ? `${T}.yesterday`
                        : "app.reports.dashboard.previous",
                      { value: money(r.previous_amount) },
                    )}
                  </Typography>
                ) : null}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
};
