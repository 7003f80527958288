import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslate } from "react-admin";
import type { ItemType } from "../../server/src/shared/money";
import { formatMoney, useCurrency } from "../components/money";
import { AmountField } from "./AmountField";
import {
  membershipLine,
  productLine,
  serviceLine,
  voucherLine,
} from "./catalogueLines";
import type { CartLine } from "./cartModel";
import { C } from "./CartLines";
import type { CheckoutData, LocationRow } from "./useCheckoutData";

const CUSTOM = "custom";

/** Adds a service (pricing option), product (stock here shown), voucher or membership to the cart. */
export const AddItems = ({
  data,
  location,
  onAdd,
}: {
  data: CheckoutData;
  location: LocationRow | undefined;
  onAdd: (line: CartLine) => void;
}) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const money = (v: number | null) =>
    v === null ? "" : `\u2068${formatMoney(v, currency, localeTag)}\u2069`;
  const [type, setType] = useState<ItemType>("service");
  const [choice, setChoice] = useState("");
  const [value, setValue] = useState<number | null>(null);
  const onHand = new Map(data.products.map((p) => [p.id, p.on_hand]));

  const options: { id: string; name: string }[] =
    type === "service"
      ? data.services
          .filter((s) => !s.archived_at)
          .flatMap((s) =>
            s.pricing_options
              .filter((o) => !o.archived_at)
              .map((o) => ({
                id: `${s.id}:${o.id}`,
                name: `${s.name}${o.name ? ` (${o.name})` : ""} · ${money(o.special_price ?? o.price)}`,
              })),
          )
      : type === "product"
        ? data.products
            .filter((p) => !p.archived_at)
            .map((p) => ({
              id: String(p.id),
              name: `${p.name} · ${money(p.retail_price)} · ${translate(`${C}.in_stock`, { count: onHand.get(p.id) ?? 0 })}`,
            }))
        : type === "membership"
          ? data.memberships
              .filter((m) => !m.archived_at)
              .map((m) => ({
                id: String(m.id),
                name: `${m.name} · ${money(m.price)}`,
              }))
          : [
              ...data.voucherTypes
                .filter((v) => !v.archived_at)
                .map((v) => ({
                  id: String(v.id),
                  name: `${v.name} · ${money(v.retail_price)}`,
                })),
              { id: CUSTOM, name: translate(`${C}.custom_voucher`) },
            ];

  const add = () => {
    let line: CartLine | null;
    if (type === "service") {
      const [s, o] = choice.split(":").map(Number);
      line = serviceLine(data, location, s, o);
    } else if (type === "product")
      line = productLine(data, location, Number(choice));
    else if (type === "membership")
      line = membershipLine(data, location, Number(choice));
    else if (choice === CUSTOM) {
      if (!value || value < 1) return;
      line = voucherLine(data, null, value, translate(`${C}.custom_voucher`));
    } else line = voucherLine(data, Number(choice), 0, "");
    if (line) {
      onAdd(line);
      setChoice("");
      setValue(null);
    }
  };

  return (
    <Box
      component="section"
      aria-label={translate(`${C}.add_items`)}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        gap: 1,
        alignItems: "flex-start",
      }}
    >
      <TextField
        select
        size="small"
        label={translate(`${C}.item_type`)}
        value={type}
        onChange={(e) => {
          setType(e.target.value as ItemType);
          setChoice("");
        }}
        sx={{ width: 150 }}
      >
        {(["service", "product", "voucher", "membership"] as const).map((t) => (
          <MenuItem key={t} value={t}>
            {translate(`${C}.types.${t}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(`${C}.item`)}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        sx={{ flex: "1 1 220px", minWidth: 0 }}
      >
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      {type === "voucher" && choice === CUSTOM && (
        <AmountField
          label={translate(`${C}.voucher_value`)}
          value={value}
          onChange={setValue}
          sx={{ width: 160 }}
        />
      )}
      <Button variant="outlined" onClick={add} disabled={!choice}>
        {translate(`${C}.add`)}
      </Button>
    </Box>
  );
};
