import { useRecordContext, type FieldProps } from "react-admin";
import Typography from "@mui/material/Typography";
import { formatMoney } from "./moneyModel";
import { useCurrency } from "./useCurrency";

/** An amount in minor units, shown in the merchant's currency; kept left-to-right in Arabic. */
export const MoneyField = ({ source }: FieldProps & { source: string }) => {
  const record = useRecordContext();
  const { currency, localeTag } = useCurrency();
  const value = record?.[source] as number | null | undefined;
  return (
    <Typography component="span" variant="body2">
      <bdi dir="ltr">{formatMoney(value, currency, localeTag)}</bdi>
    </Typography>
  );
};
