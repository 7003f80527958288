import { useEffect } from "react";
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
  type NumberInputProps,
} from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { MoneyInput } from "../../components/money";
import type { TeamMember } from "../../types";
import { OPTIONS, teamMemberName } from "../team-members/teamMemberModel";
import {
  ITEM_REFERENCE,
  MAX_TIERS,
  itemTypeChoices,
  rateTypeChoices,
  tierModeChoices,
  tierPeriodChoices,
  type CommissionTier,
  type ItemType,
} from "./commissionPlanModel";

const L = "resources.commission-plans.fields";

/** A value of the current rule (inside the rules iterator, or of the enclosing rule from an override). */
const useRuleValue = (field: string, up = 0) => {
  const context = useSourceContext();
  // From an override ("rules.0.overrides.1") the rule is "rules.0".
  const name = up
    ? `${context.getSource("").split(".").slice(0, 2).join(".")}.${field}`
    : context.getSource(field);
  return useWatch({ name }) as string | boolean | undefined;
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

/** The rule's rate, or for a tiered rule the period and mode of its tiers. */
const RuleRate = () => {
  const rateType = useRuleValue("rate_type") as string | undefined;
  if (rateType !== "tiered") return <Rate rateType={rateType} />;
  return (
    <>
      <SelectInput
        source="tier_period"
        choices={tierPeriodChoices}
        defaultValue="month"
        label={`${L}.tier_period`}
      />
      <SelectInput
        source="tier_mode"
        choices={tierModeChoices}
        defaultValue="progressive"
        label={`${L}.tier_mode`}
        sx={{ minWidth: 260 }}
      />
    </>
  );
};

/**
 * A tier's start. A new tier starts where the previous one ends (the first
 * at 0), so adding a row only needs its end and rate.
 */
const TierFrom = (props: NumberInputProps) => {
  const row = useSourceContext().getSource(""); // "rules.0.tiers.2"
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    const name = `${row}.from`;
    const current = getValues(name) as unknown;
    if (current !== null && current !== undefined && current !== "") return;
    const index = Number(row.split(".").pop());
    const tiers = getValues(row.split(".").slice(0, -1).join(".")) as
      CommissionTier[] | undefined;
    const start = index === 0 ? 0 : tiers?.[index - 1]?.to;
    if (start !== null && start !== undefined)
      setValue(name, start, { shouldDirty: true });
    // Only when the row appears: later edits are the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <MoneyInput {...props} />;
};

/** The tier rows of a tiered rule: from / to (money) and the rate. */
const RuleTiers = () => {
  const rateType = useRuleValue("rate_type");
  const tiers = useWatch({ name: useSourceContext().getSource("tiers") }) as
    unknown[] | undefined;
  if (rateType !== "tiered") return null;
  return (
    <ArrayInput
      source="tiers"
      label={`${L}.tiers`}
      helperText="resources.commission-plans.helpers.tiers"
    >
      <SimpleFormIterator
        inline
        disableReordering
        disableAdd={(tiers?.length ?? 0) >= MAX_TIERS}
      >
        <TierFrom source="from" label={`${L}.tier_from`} />
        <MoneyInput source="to" label={`${L}.tier_to`} />
        <NumberInput source="rate_pct" label={`${L}.rate_pct`} step={0.5} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

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
        <RuleTiers />
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
