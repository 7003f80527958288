import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { SelectField, Show, useRecordContext, useTranslate } from "react-admin";
import { DateTimeField } from "../../components/dates";
import { StockTakeCount } from "./StockTakeCount";
import { StockTakeResult } from "./StockTakeResult";
import { stockTakeStatusChoices, type StockTake } from "./stockTakeModel";

const T = "resources.stock-takes";

const Body = () => {
  const take = useRecordContext<StockTake>();
  const translate = useTranslate();
  if (!take) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h2">
        <bdi dir="ltr">{take.reference}</bdi> · {take.location_name}
      </Typography>
      <Typography
        variant="body2"
        component="p"
        color="text.secondary"
        sx={{ mb: 2 }}
      >
        <SelectField source="status" choices={stockTakeStatusChoices} />
        {" · "}
        {translate(`${T}.scopes.${take.scope}`)}
        {" · "}
        {translate(`${T}.fields.started_at`)}{" "}
        <DateTimeField source="started_at" showTime />
        {take.completed_at ? (
          <>
            {" · "}
            {translate(`${T}.fields.completed_at`)}{" "}
            <DateTimeField source="completed_at" showTime />
          </>
        ) : null}
      </Typography>
      {take.notes ? (
        <Typography
          variant="body2"
          component="p"
          sx={{ mb: 2, whiteSpace: "pre-wrap" }}
        >
          {take.notes}
        </Typography>
      ) : null}
      {take.status === "in_progress" ? (
        <StockTakeCount take={take} />
      ) : (
        <StockTakeResult take={take} />
      )}
    </Box>
  );
};

/** A stock take: the count screen while in progress, the read-only result afterwards. */
export const StockTakeShow = () => (
  <Show actions={false}>
    <Body />
  </Show>
);
