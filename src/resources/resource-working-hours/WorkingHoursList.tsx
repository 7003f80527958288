import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { workingHoursFilters } from "./workingHoursFilters";
import { openDays } from "../../components/weekHours";
import type { ResourceWorkingHours } from "./workingHoursModel";

const Column = DataTable.Col<ResourceWorkingHours>;
const options = { meta: { options: true } };

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const OpenDays = ({ record }: { record: ResourceWorkingHours }) => {
  const translate = useTranslate();
  const days = openDays(record.weeks);
  return (
    <>
      {days.length
        ? days
            .map((d) =>
              translate(`resources.resource-working-hours.short_days.${d}`),
            )
            .join(", ")
        : translate("resources.resource-working-hours.closed")}
    </>
  );
};

export const WorkingHoursList = () => (
  <List
    filters={workingHoursFilters}
    actions={<ListActions />}
    sort={{ field: "start_date", order: "DESC" }}
    perPage={25}
  >
    <DataTable>
      <Column source="resource_id">
        <ReferenceField
          source="resource_id"
          reference="resources"
          link={false}
          queryOptions={options}
        />
      </Column>
      <Column source="start_date">
        <DateTimeField source="start_date" />
      </Column>
      <Column source="end_date">
        <DateTimeField
          source="end_date"
          emptyText="resources.resource-working-hours.open_ended"
        />
      </Column>
      <Column source="repeat_weeks" align="right" />
      <Column
        source="weeks"
        disableSort
        render={(record) => <OpenDays record={record} />}
      />
    </DataTable>
  </List>
);
