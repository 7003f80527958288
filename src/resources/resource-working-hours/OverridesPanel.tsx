import { useState } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import DeleteIcon from "@mui/icons-material/Delete";
import {
  useDelete,
  useNotify,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { OverrideForm } from "./OverrideForm";
import { useGetAll } from "../../components/lists/useGetAll";
import { formatIntervals } from "../../components/weekHours";
import { formatDateTime, useLocaleTag } from "../../components/dates";
import type {
  ResourceHourOverride,
  ResourceWorkingHours,
} from "./workingHoursModel";

const O = "resources.resource-working-hours.overrides";

/** The date overrides of the edited pattern's resource, with a form to add one. */
export const OverridesPanel = () => {
  const record = useRecordContext<ResourceWorkingHours>();
  const translate = useTranslate();
  const tag = useLocaleTag();
  const notify = useNotify();
  const [remove] = useDelete<ResourceHourOverride>();
  const resourceId = record?.resource_id;
  // A new key after each save gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const { data = [], refetch } = useGetAll<ResourceHourOverride>(
    "resource-hour-overrides",
    {
      filter: { resource_id: resourceId },
      sort: { field: "date", order: "ASC" },
    },
    { enabled: Boolean(resourceId) },
  );
  if (!resourceId) return null;
  const onDelete = (override: ResourceHourOverride) =>
    remove(
      "resource-hour-overrides",
      { id: override.id, previousData: override },
      {
        onSuccess: () => {
          notify(`${O}.deleted`, { type: "info" });
          void refetch();
        },
      },
    );
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${O}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${O}.intro`)}
        </Typography>
        {data.length === 0 ? (
          <Typography sx={{ my: 2 }}>{translate(`${O}.empty`)}</Typography>
        ) : (
          <List dense aria-label={translate(`${O}.title`)}>
            {data.map((o) => (
              <ListItem
                key={o.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={translate("ra.action.delete")}
                    onClick={() => onDelete(o)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={formatDateTime(o.date, tag)}
                  secondary={
                    <>
                      {o.intervals.length ? (
                        <bdi dir="ltr">{formatIntervals(o.intervals, tag)}</bdi>
                      ) : (
                        translate(`${O}.closed_day`)
                      )}
                      {o.note ? ` · ${o.note}` : ""}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        <OverrideForm
          key={formKey}
          resourceId={resourceId}
          onSaved={() => {
            setFormKey((k) => k + 1);
            void refetch();
          }}
        />
      </CardContent>
    </Card>
  );
};
