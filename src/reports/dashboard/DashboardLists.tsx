import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { formatDateTime, useLocaleTag } from "../../components/dates";
import { useCurrency } from "../../components/money";
import { formatMoney } from "../../components/money/moneyModel";
import { canAccessServices } from "../../providers/accessControl";
import { useAccessSubject } from "../../providers/currentUser";
import type { AppDataProvider } from "../../providers/dataProvider";
import type { ReportAnswer, ReportRow } from "../reportTypes";
import {
  ALL_LISTS,
  LIST_SERVICES,
  listLink,
  type DashboardListName,
} from "./listModel";
import { standaloneLinkSx } from "../../components/links/standaloneLinkSx";

const L = "app.reports.dashboard.lists";

/** What a row of each list shows: its name, a detail, and its figure. */
function useRowText() {
  const translate = useTranslate();
  const tag = useLocaleTag();
  const { currency } = useCurrency();
  const money = (v: unknown) => formatMoney(Number(v), currency, tag);
  return (list: DashboardListName, r: ReportRow) => {
    switch (list) {
      case "top_services":
      case "top_team_members":
        return {
          name:
            r.group === null || r.group === undefined || r.group === ""
              ? translate("app.reports.empty.unassigned")
              : String(r.group),
          detail: "",
          figure: money(r.net_sales),
        };
      case "low_stock":
        return {
          name: String(r.product_name),
          detail: String(r.location_name ?? ""),
          figure: translate(`${L}.on_hand`, {
            value: new Intl.NumberFormat(tag).format(Number(r.on_hand)),
          }),
        };
      case "vouchers_expiring":
        return {
          name: String(r.code),
          detail: translate(`${L}.expires`, {
            date: formatDateTime(String(r.expiry_date), tag),
          }),
          figure: money(r.balance),
        };
    }
  };
}

/** One list: its title, its first rows, how many in all, and a link to its report. */
const ListCard = ({
  list,
  report,
  query,
}: {
  list: DashboardListName;
  report: string;
  query: Record<string, string | undefined>;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const rowText = useRowText();
  const params = { ...query, view: list };
  const { data, isError, isPending } = useQuery({
    queryKey: ["reports", report, params],
    queryFn: () =>
      dataProvider.getJson<ReportAnswer>("reports", {
        path: report,
        query: params,
        silent: true,
      }),
    retry: false,
  });
  const title = translate(`${L}.${list}`);
  const titleId = `dashboard-list-${list}`;
  const rows = Array.isArray(data?.rows) ? data.rows : [];
  const count = Number(data?.totals.count ?? 0);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ flex: "1 1 260px", minWidth: 0 }}
    >
      <CardContent sx={{ pb: 0 }}>
        <Typography id={titleId} variant="subtitle1" component="h2">
          {title}
        </Typography>
        {isError ? (
          <Alert severity="warning">{translate("app.reports.failed")}</Alert>
        ) : isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${L}.empty`)}
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: "none" }}>
            {rows.map((r) => {
              const t = rowText(list, r);
              return (
                <Box
                  component="li"
                  key={String(r.id)}
                  sx={{
                    display: "flex",
                    gap: 1,
                    py: 0.5,
                    borderBottom: 1,
                    borderColor: "divider",
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" noWrap>
                      <bdi>{t.name}</bdi>
                    </Typography>
                    {t.detail ? (
                      <Typography variant="caption" color="text.secondary">
                        {t.detail}
                      </Typography>
                    ) : null}
                  </Box>
                  <Typography variant="body2" component="span">
                    <bdi>{t.figure}</bdi>
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: "space-between", px: 2 }}>
        <Typography variant="caption" color="text.secondary">
          {data && !isError ? translate(`${L}.count`, { count }) : ""}
        </Typography>
        <Link
          component={RouterLink}
          to={listLink(list, data)}
          variant="body2"
          sx={standaloneLinkSx}
        >
          {translate(`${L}.view_report`)}
        </Link>
      </CardActions>
    </Card>
  );
};

/**
 * The short lists of a dashboard (DOMAIN §5.2, §5.10): each the first rows
 * of its report as the server reads them (`<report>?view=<list>`), with a
 * link to that report with the same filters and order. Only the lists the
 * user may open are shown (the server answers 403 to the others).
 */
export const DashboardLists = ({
  report,
  query = {},
}: {
  report: "dashboard" | "reports-dashboard";
  query?: Record<string, string | undefined>;
}) => {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const lists = ALL_LISTS.filter((l) =>
    canAccessServices(subject, [LIST_SERVICES[report][l]]),
  );
  if (!lists.length) return null;
  return (
    <Box
      component="section"
      aria-label={translate(`${L}.title`)}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 2 }}
    >
      {lists.map((list) => (
        <ListCard key={list} list={list} report={report} query={query} />
      ))}
    </Box>
  );
};
