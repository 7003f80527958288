import { useContext } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TuneIcon from "@mui/icons-material/Tune";
import HistoryIcon from "@mui/icons-material/History";
import { Link } from "react-router-dom";
import { useRecordContext, useTranslate } from "react-admin";
import { AdjustContext } from "./adjustContext";
import { historyUrl, type StockLevel } from "./stockLevelModel";

const A = "resources.stock-levels.actions";

/** "Adjust stock" and "History" for one row; names say which product and location. */
export const StockRowActions = () => {
  const level = useRecordContext<StockLevel>();
  const translate = useTranslate();
  const adjust = useContext(AdjustContext);
  if (!level) return null;
  const what = { product: level.product_name, location: level.location_name };
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
      <Button
        size="small"
        startIcon={<TuneIcon />}
        onClick={(event) => {
          event.stopPropagation();
          adjust(level);
        }}
        aria-label={translate(`${A}.adjust_for`, what)}
      >
        {translate(`${A}.adjust`)}
      </Button>
      <Button
        size="small"
        startIcon={<HistoryIcon />}
        component={Link}
        to={historyUrl(level)}
        onClick={(event) => event.stopPropagation()}
        aria-label={translate(`${A}.history_for`, what)}
      >
        {translate(`${A}.history`)}
      </Button>
    </Box>
  );
};
