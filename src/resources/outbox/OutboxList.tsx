import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  DataTable,
  FilterButton,
  List,
  SelectField,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { outboxFilters } from "./outboxFilters";
import {
  kindChoices,
  reasonKey,
  statusChoices,
  type OutboxMessage,
} from "./outboxModel";
import { ResendButton } from "./ResendButton";

const Column = DataTable.Col<OutboxMessage>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton />
  </TopToolbar>
);

/** Why it failed or was not sent, in the owner's language, with the mail server's own words. */
const Reason = () => {
  const record = useRecordContext<OutboxMessage>();
  const translate = useTranslate();
  if (!record) return null;
  const key = reasonKey(record);
  return (
    <>
      {key ? translate(key) : null}
      {record.detail ? (
        <>
          {key ? <br /> : null}
          <bdi dir="ltr">{record.detail}</bdi>
        </>
      ) : null}
    </>
  );
};

const Status = () => <SelectField source="status" choices={statusChoices} />;
const Kind = () => <SelectField source="kind" choices={kindChoices} />;

const OutboxTable = () => (
  <DataTable rowClick={false} bulkActionButtons={false}>
    <Column source="created_at">
      <DateTimeField source="created_at" showTime />
    </Column>
    <Column source="kind">
      <Kind />
    </Column>
    <Column
      source="recipient"
      render={(r) => <bdi dir="ltr">{r.recipient}</bdi>}
    />
    <Column source="subject" />
    <Column source="status">
      <Status />
    </Column>
    <Column source="reason" disableSort>
      <Reason />
    </Column>
    <Column source="attempts" align="right" />
    <Column source="sent_at">
      <DateTimeField source="sent_at" showTime />
    </Column>
    <Column source="id" label="resources.outbox.resend.label" disableSort>
      <ResendButton />
    </Column>
  </DataTable>
);

const OutboxListMobile = () => (
  <SimpleList<OutboxMessage>
    linkType={false}
    primaryText={(r) => r.subject ?? <Kind />}
    secondaryText={(r) => (
      <>
        <bdi dir="ltr">{r.recipient}</bdi>
        {" · "}
        <DateTimeField source="created_at" showTime />
      </>
    )}
    tertiaryText={() => (
      <>
        <Status /> <Reason /> <ResendButton />
      </>
    )}
  />
);

/**
 * Settings → Outbox (owner only): every message the business sends, newest
 * first, with its state (sent, waiting, failed with the reason) and resend
 * for a failed one; searched, filtered, sorted and exported like every list.
 */
export const OutboxList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={outboxFilters}
      actions={<ListActions />}
      sort={{ field: "created_at", order: "DESC" }}
      perPage={25}
      // Nothing to create here: the toolbar (filters, CSV) stays when the list is empty.
      empty={false}
    >
      {small ? <OutboxListMobile /> : <OutboxTable />}
    </List>
  );
};
