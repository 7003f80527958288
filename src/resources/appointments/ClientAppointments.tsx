import Typography from "@mui/material/Typography";
import { useState } from "react";
import {
  CanAccess,
  DataTable,
  ReferenceManyField,
  useLocaleState,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { useCalendarLink } from "../../calendar/useCalendarLink";
import { formatDateTime, useRecordTimeZone } from "../../components/dates";
import { localeInfo } from "../../i18n/locales";
import type { Appointment } from "../../calendar/calendarTypes";

const A = "resources.appointments";
const Column = DataTable.Col<Appointment>;

/** The start on the clock of the appointment's location. */
const When = ({ record }: { record: Appointment }) => {
  const [locale] = useLocaleState();
  const { timeZone, differs } = useRecordTimeZone(record);
  return (
    <>
      {formatDateTime(record.start_at, localeInfo(locale).tag, {
        time: true,
        timeZone,
        zoneName: differs,
      })}
    </>
  );
};

const AppointmentTable = ({
  upcoming,
  now,
}: {
  upcoming: boolean;
  now: string;
}) => {
  const translate = useTranslate();
  const calendarLink = useCalendarLink();
  return (
    <ReferenceManyField
      reference="appointments"
      target="client_id"
      filter={upcoming ? { from: now } : { to: now }}
      sort={{ field: "start_at", order: upcoming ? "ASC" : "DESC" }}
      perPage={10}
      empty={
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate(
            `${A}.client_tab.${upcoming ? "none_upcoming" : "none_past"}`,
          )}
        </Typography>
      }
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) =>
          calendarLink(record as Appointment)
        }
        resource="appointments"
      >
        <Column
          source="start_at"
          label={`${A}.fields.start_at`}
          render={(r) => <When record={r} />}
        />
        <Column
          source="reference"
          label={`${A}.fields.reference`}
          render={(r) => (
            <Link
              to={calendarLink(r)}
              aria-label={translate(`${A}.client_tab.open`, {
                reference: r.reference,
              })}
              onClick={(e) => e.stopPropagation()}
            >
              <bdi dir="ltr">{r.reference}</bdi>
            </Link>
          )}
        />
        <Column
          source="services"
          label={`${A}.fields.services`}
          disableSort
          render={(r) => r.services.map((s) => s.service_name).join(", ")}
        />
        <Column
          source="status"
          label={`${A}.fields.status`}
          render={(r) => translate(`${A}.statuses.${r.status}`)}
        />
      </DataTable>
    </ReferenceManyField>
  );
};

/**
 * The client's upcoming and past appointments (client page, issue 9), for
 * users with the calendar; each opens in the calendar on its day (issue 23).
 */
export const ClientAppointments = () => {
  const translate = useTranslate();
  const [now] = useState(() => new Date().toISOString());
  return (
    <CanAccess resource="appointments" action="list">
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate(`${A}.client_tab.upcoming`)}
      </Typography>
      <AppointmentTable upcoming now={now} />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate(`${A}.client_tab.past`)}
      </Typography>
      <AppointmentTable upcoming={false} now={now} />
    </CanAccess>
  );
};
