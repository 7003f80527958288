import Box from "@mui/material/Box";
import { useTranslate } from "react-admin";
import { clientName, type Sale } from "./saleModel";

/** The client's name, and their e-mail and mobile where the server sends them (users who may open clients). */
export const SaleClientCell = ({ sale }: { sale: Sale }) => {
  const translate = useTranslate();
  if (!sale.client) return <>{translate("resources.sales.receipt.walk_in")}</>;
  return (
    <>
      {clientName(sale.client)}
      {sale.client.email ? (
        <Box
          component="span"
          sx={{ display: "block", color: "text.secondary" }}
        >
          <bdi dir="ltr">{sale.client.email}</bdi>
        </Box>
      ) : null}
      {sale.client.mobile ? (
        <Box
          component="span"
          sx={{ display: "block", color: "text.secondary" }}
        >
          <bdi dir="ltr">{sale.client.mobile}</bdi>
        </Box>
      ) : null}
    </>
  );
};
