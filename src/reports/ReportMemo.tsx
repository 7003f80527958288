import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { useCurrency } from "../components/money";
import { formatMoney } from "../components/money/moneyModel";

/**
 * Figures a report shows apart from its totals (DOMAIN §5.1: voucher sales
 * are a liability, outside total sales), one line each under the table.
 */
export const ReportMemo = ({ memo }: { memo: Record<string, number> }) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  return (
    <dl style={{ margin: "8px 0 0" }}>
      {Object.entries(memo).map(([key, value]) => (
        <Typography
          key={key}
          component="div"
          variant="body2"
          sx={{ display: "flex", gap: 1 }}
        >
          <dt>{translate(`app.reports.memo.${key}`)}</dt>
          <dd style={{ margin: 0 }}>
            <bdi dir="ltr">{formatMoney(value, currency, localeTag)}</bdi>
          </dd>
        </Typography>
      ))}
    </dl>
  );
};
