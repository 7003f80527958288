import Button from "@mui/material/Button";
import PaymentsOutlinedIcon from "@mui/icons-material/PaymentsOutlined";
import { Link } from "react-router-dom";
import { useLocaleState, useTranslate } from "react-admin";
import { formatMoney, useCurrency } from "../components/money";
import { localeInfo } from "../i18n/locales";
import { canAccessServices } from "../providers/accessControl";
import { useAccessSubject } from "../providers/currentUser";
import { reportScreen } from "../reports/reportList";
import { useReport } from "../reports/useReport";

const DAILY_SALES = reportScreen("daily-sales");

interface DayTakingsProps {
  /** The day shown (YYYY-MM-DD, the location's). */
  date: string;
  locationId: number;
  /** Says "Takings" in words too (the phone's view options, where the icon stands alone). */
  labelled?: boolean;
}

/**
 * The day's takings at the location (issue 22): what was collected less
 * what was paid back, voucher redemptions apart, as the daily sales report
 * says it (DOMAIN §5.3 part B), linking to that report for the same day and
 * location. Only for users who may open daily sales (service 8).
 */
export const DayTakings = (props: DayTakingsProps) => {
  const subject = useAccessSubject();
  const allowed = canAccessServices(subject, [DAILY_SALES.serviceId]);
  return allowed ? <Takings {...props} /> : null;
};

const Takings = ({ date, locationId, labelled }: DayTakingsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { currency } = useCurrency();
  const params = {
    from: date,
    to: date,
    location_id: String(locationId),
    filters: {},
    page: 1,
  };
  const { data } = useReport(DAILY_SALES, params);
  if (!data?.totals) return null;
  const amount = formatMoney(
    Number(data.totals.net_collected ?? 0),
    currency,
    localeInfo(locale).tag,
  );
  const search = new URLSearchParams({
    from: date,
    to: date,
    location_id: String(locationId),
  });
  const label = translate("app.calendar_status.takings.label");
  return (
    <Button
      component={Link}
      to={`${DAILY_SALES.path}?${search}`}
      size="small"
      startIcon={<PaymentsOutlinedIcon />}
      aria-label={`${label} ${amount}`}
      title={translate("app.calendar_status.takings.hint")}
      sx={{ whiteSpace: "nowrap", flex: "none" }}
    >
      {labelled && <>{label}&nbsp;</>}
      <bdi dir="ltr">{amount}</bdi>
    </Button>
  );
};
