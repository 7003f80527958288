import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
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
import { MoveButtons } from "./MoveButtons";
import { cancellationReasonFilters } from "./cancellationReasonFilters";
import {
  initiatorChoices,
  type CancellationReason,
} from "./cancellationReasonModel";

const Column = DataTable.Col<CancellationReason>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const MobileList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<CancellationReason>
      primaryText={(record) => record.name}
      secondaryText={(record) =>
        translate(
          `resources.cancellation-reasons.initiators.${record.initiated_by}`,
        )
      }
      linkType="edit"
    />
  );
};

/** Reasons in the order they are offered; sorted by order, each row moves up or down. */
export const CancellationReasonList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      filters={cancellationReasonFilters}
      actions={<ListActions />}
      sort={{ field: "sort_order", order: "ASC" }}
      perPage={25}
    >
      {isSmall ? (
        <MobileList />
      ) : (
        <DataTable>
          <Column
            source="sort_order"
            render={() => (
              <MoveButtons labelPrefix="resources.cancellation-reasons.actions" />
            )}
          />
          <Column source="name" />
          <Column source="initiated_by">
            <SelectField source="initiated_by" choices={initiatorChoices} />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
