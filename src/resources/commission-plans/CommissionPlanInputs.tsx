import Box from "@mui/material/Box";
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  useSourceContext,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { MoneyInput } from "../../components/money";
import type { TeamMember } from "../../types";
import { OPTIONS, teamMemberName } from "../team-members/teamMemberModel";
import {
  ITEM_REFERENCE,
  itemTypeChoices,
  rateTypeChoices,
  type ItemType,
} from "./commissionPlanModel";

/** A value of the current rule (inside the rules iterator, or of the enclosing rule from an override). */
const useRuleValue = (field: string, up = 0) => {
  const source = useSourceContext().getSource("");
  // "rules.0." or "rules.0.overrides.1." → the rule's prefix is "rules.0.".
  const rule = up ? source.split(".").slice(0, 2).join(".") + "." : source;
  return useWatch({ name: `${rule}${field}` }) as string | boolean | undefined;
};

const Rate = ({ rateType }: { rateType?: string }) =>
  rateType === "fixed" ? (
    <MoneyInput
      source="fixed_amount"
      label="resources.commission-plans.fields.fixed_amount"
    />
  ) : (
    <NumberInput
      source="rate_pct"
      label="resources.commission-plans.fields.rate_pct"
      step={0.5}
    />
  );

const RuleRate = () => (
  <Rate rateType={useRuleValue("rate_type") as string | undefined} />
);

/** An override's own rate follows its rule's type; an excluded item has none. */
const OverrideRate = () => {
  const rateType = useRuleValue("rate_type", 1) as string | undefined;
  const excluded = useRuleValue("excluded");
  return excluded ? null : <Rate rateType={rateType} />;
};

const OverrideItem = () => {
  const itemType =
    (useRuleValue("item_type", 1) as ItemType | undefined) ?? "service";
  return (
    <ReferenceInput
      source="item_id"
      reference={ITEM_REFERENCE[itemType]}
      queryOptions={OPTIONS}
    >
      <AutocompleteInput
        optionText="name"
        label="resources.commission-plans.fields.item_id"
        sx={{ minWidth: 220 }}
      />
    </ReferenceInput>
  );
};

/** Plan form: the member, the discount rule, then one rule per item type with its exceptions. */
export const CommissionPlanInputs = () => (
  <>
    <ReferenceInput
      source="team_member_id"
      reference="team-members"
      queryOptions={OPTIONS}
    >
      <AutocompleteInput
        optionText={(r: TeamMember) => teamMemberName(r)}
        sx={{ minWidth: { sm: 260 } }}
      />
    </ReferenceInput>
    <BooleanInput
      source="deduct_discounts"
      helperText="resources.commission-plans.helpers.deduct_discounts"
    />
    <ArrayInput source="rules" label="resources.commission-plans.fields.rules">
      <SimpleFormIterator disableReordering fullWidth>
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap",
            gap: 2,
            alignItems: "center",
          }}
        >
          <SelectInput
            source="item_type"
            choices={itemTypeChoices}
            label="resources.commission-plans.fields.item_type"
          />
          <BooleanInput
            source="enabled"
            label="resources.commission-plans.fields.enabled"
            defaultValue
          />
          <SelectInput
            source="rate_type"
            choices={rateTypeChoices}
            defaultValue="percent"
            label="resources.commission-plans.fields.rate_type"
          />
          <RuleRate />
        </Box>
        <ArrayInput
          source="overrides"
          label="resources.commission-plans.fields.overrides"
        >
          <SimpleFormIterator inline disableReordering>
            <OverrideItem />
            <BooleanInput
              source="excluded"
              label="resources.commission-plans.fields.excluded"
            />
            <OverrideRate />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
