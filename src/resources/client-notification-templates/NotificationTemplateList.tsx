import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
  BooleanField,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectField,
  SimpleList,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { notificationTemplateFilters } from "./notificationTemplateFilters";
import {
  offsetLabel,
  typeChoices,
  type NotificationTemplate,
} from "./notificationTemplateModel";

const Column = DataTable.Col<NotificationTemplate>;
const R = "resources.client-notification-templates";

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const Offset = ({ record }: { record: NotificationTemplate }) => {
  const translate = useTranslate();
  if (!record.reminder_offset_minutes) return null;
  const [key, options] = offsetLabel(record.reminder_offset_minutes);
  return <>{translate(key, options)}</>;
};

const MobileList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<NotificationTemplate>
      primaryText={(record) => translate(`${R}.types.${record.type}`)}
      secondaryText={(record) => <Offset record={record} />}
      tertiaryText={(record) => (record.enabled ? "✓" : "")}
      linkType="edit"
    />
  );
};

export const NotificationTemplateList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      filters={notificationTemplateFilters}
      actions={<ListActions />}
      sort={{ field: "type", order: "ASC" }}
      perPage={25}
    >
      {isSmall ? (
        <MobileList />
      ) : (
        <DataTable>
          <Column source="type">
            <SelectField source="type" choices={typeChoices} />
          </Column>
          <Column
            source="reminder_offset_minutes"
            render={(record) => <Offset record={record} />}
          />
          <Column source="enabled">
            <BooleanField source="enabled" />
          </Column>
          <Column source="channel_email">
            <BooleanField source="channel_email" />
          </Column>
          <Column source="channel_sms">
            <BooleanField source="channel_sms" />
          </Column>
          <Column source="subject" />
        </DataTable>
      )}
    </List>
  );
};
