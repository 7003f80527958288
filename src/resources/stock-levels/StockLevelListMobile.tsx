import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import {
  RecordContextProvider,
  useListContext,
  useTranslate,
} from "react-admin";
import { MoneyField } from "../../components/money";
import { StockRowActions } from "./StockRowActions";
import { StockStatusChip } from "./StockStatusChip";
import type { StockLevel } from "./stockLevelModel";

/** Stock on hand on a phone: one compact row per product and location, actions below. */
export const StockLevelListMobile = () => {
  const { data } = useListContext<StockLevel>();
  const translate = useTranslate();
  return (
    <List dense disablePadding>
      {(data ?? []).map((level) => (
        <RecordContextProvider key={level.id} value={level}>
          <ListItem divider sx={{ display: "block", py: 1 }}>
            <Box
              sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}
            >
              <Typography
                variant="body1"
                component="p"
                sx={{ fontWeight: 500 }}
              >
                {level.product_name}
              </Typography>
              <StockStatusChip status={level.status} />
            </Box>
            <Typography variant="body2" color="text.secondary" component="p">
              {level.location_name}
              {level.sku ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{level.sku}</bdi>
                </>
              ) : null}
            </Typography>
            <Typography variant="body2" component="p">
              {translate("resources.stock-levels.fields.on_hand")}{" "}
              <bdi dir="ltr">{level.on_hand}</bdi>
              {" · "}
              <MoneyField source="value_at_cost" />
            </Typography>
            <StockRowActions />
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
};
