import { DataTable } from "react-admin";
import { DateTimeField } from "../dates";
import { DocumentNumber, Status, type Choices } from "./DocumentList";

/** The columns both document tables have, in their order. */
export const documentColumns = {
  number: (source: string) => (
    <DataTable.Col
      key={source}
      source={source}
      render={(record) => <DocumentNumber value={record[source]} />}
    />
  ),
  // By the key: the server sorts a reference by the name shown.
  reference: (source: string, nameSource: string) => (
    <DataTable.Col
      key={source}
      source={source}
      render={(record) => record[nameSource]}
    />
  ),
  status: (choices: Choices) => (
    <DataTable.Col key="status" source="status">
      <Status choices={choices} />
    </DataTable.Col>
  ),
  date: (source: string, showTime = false) => (
    <DataTable.Col key={source} source={source}>
      <DateTimeField source={source} showTime={showTime} />
    </DataTable.Col>
  ),
};
