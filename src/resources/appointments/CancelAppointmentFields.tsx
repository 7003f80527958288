import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import { useGetAll } from "../../components/lists/useGetAll";

const A = "resources.appointments";

interface Reason {
  id: number;
  name: string;
  initiated_by?: "client" | "business" | "any";
}

export interface CancelChoice {
  reasonId: number | "";
  by: "client" | "business";
}

/** The reason (from the cancellation reasons) and who cancelled. */
export const CancelAppointmentFields = ({
  value,
  onChange,
}: {
  value: CancelChoice;
  onChange: (v: CancelChoice) => void;
}) => {
  const translate = useTranslate();
  const { data = [] } = useGetAll<Reason>("cancellation-reasons", {
    meta: { options: true },
  });
  return (
    <Box sx={{ display: "grid", gap: 1.5, mt: 1 }}>
      <TextField
        select
        required
        id="cancel-reason"
        label={translate(`${A}.fields.cancellation_reason_id`)}
        value={value.reasonId}
        onChange={(e) => {
          const reason = data.find((r) => r.id === Number(e.target.value));
          const by =
            reason?.initiated_by === "client" ||
            reason?.initiated_by === "business"
              ? reason.initiated_by
              : value.by;
          onChange({ reasonId: Number(e.target.value), by });
        }}
      >
        {data.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="cancel-by"
        label={translate(`${A}.fields.cancelled_by`)}
        value={value.by}
        onChange={(e) =>
          onChange({ ...value, by: e.target.value as CancelChoice["by"] })
        }
      >
        {(["client", "business"] as const).map((by) => (
          <MenuItem key={by} value={by}>
            {translate(`${A}.cancelled_by.${by}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};
