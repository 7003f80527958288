import Box from "@mui/material/Box";
import { useRecordContext, useTranslate } from "react-admin";
import { ReceiptLines } from "./ReceiptLines";
import type { Sale } from "./saleModel";

/** A sales row opened: its items, as the receipt lists them. */
export const SaleItemsPanel = () => {
  const sale = useRecordContext<Sale>();
  const translate = useTranslate();
  if (!sale) return null;
  return (
    <Box sx={{ py: 1, overflowX: "auto" }}>
      <ReceiptLines
        items={sale.items}
        caption={translate("resources.sales.items_of", {
          number: sale.invoice_number,
        })}
      />
    </Box>
  );
};
