import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import { useTranslate } from "react-admin";

/** Issued vouchers come from sales: the empty page explains it instead of inviting a create. */
export const VoucherEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", m: 4, color: "text.secondary" }}>
      <ConfirmationNumberIcon sx={{ fontSize: 64 }} />
      <Typography variant="h6" component="p">
        {translate("resources.vouchers.empty.title")}
      </Typography>
      <Typography variant="body2">
        {translate("resources.vouchers.empty.text")}
      </Typography>
    </Box>
  );
};
