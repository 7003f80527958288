import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DataTable,
  FunctionField,
  List,
  ReferenceInput,
  useTranslate,
} from "react-admin";
import type { TeamMember } from "../../types";
import { teamMemberName } from "../team-members/teamMemberModel";
import {
  MemberName,
  TeamBulkDelete,
  TeamListActions,
} from "../team-members/TeamParts";
import { OPTIONS } from "../team-members/teamMemberModel";
import type { CommissionPlan, CommissionRule } from "./commissionPlanModel";
import { formatMoney, useCurrency } from "../../components/money";

const Column = DataTable.Col<CommissionPlan>;

const filters = [
  <ReferenceInput
    key="team_member_id"
    source="team_member_id"
    reference="team-members"
    queryOptions={OPTIONS}
    alwaysOn
  >
    <AutocompleteInput
      optionText={(r: TeamMember) => teamMemberName(r)}
      label="resources.commission-plans.fields.team_member_id"
    />
  </ReferenceInput>,
  <BooleanInput
    key="deduct_discounts"
    source="deduct_discounts"
    label="resources.commission-plans.fields.deduct_discounts"
  />,
];

/** "5–10": the lowest and highest tier rate. */
const tierRange = (rule: CommissionRule) => {
  const rates = (rule.tiers ?? []).map((t) => Number(t.rate_pct));
  if (!rates.length) return "—";
  const [low, high] = [Math.min(...rates), Math.max(...rates)];
  return low === high ? String(low) : `${low}–${high}`;
};

/** "Services 10 %, Products 1.50 GBP, Memberships tiered 5–10 %" from the enabled rules. */
const RulesSummary = ({ record }: { record: CommissionPlan }) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const rate = (r: CommissionRule) => {
    if (r.rate_type === "fixed")
      return formatMoney(r.fixed_amount ?? 0, currency, localeTag);
    if (r.rate_type === "tiered")
      return translate("resources.commission-plans.summary.tiered", {
        rates: tierRange(r),
      });
    return `${r.rate_pct} %`;
  };
  const parts = record.rules
    .filter((r) => r.enabled)
    .map(
      (r) =>
        `${translate(`resources.commission-plans.item_types.${r.item_type}`)} ${rate(r)}`,
    );
  return <>{parts.join(", ") || "—"}</>;
};

export const CommissionPlanList = () => (
  <List
    filters={filters}
    actions={<TeamListActions />}
    sort={{ field: "team_member_id", order: "ASC" }}
    perPage={25}
  >
    <DataTable bulkActionButtons={<TeamBulkDelete />}>
      <Column source="team_member_id">
        <MemberName />
      </Column>
      <Column source="deduct_discounts">
        <BooleanField source="deduct_discounts" />
      </Column>
      <Column source="rules" disableSort>
        <FunctionField<CommissionPlan>
          render={(record) => <RulesSummary record={record} />}
        />
      </Column>
    </DataTable>
  </List>
);
