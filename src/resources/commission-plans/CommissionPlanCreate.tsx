import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { CommissionPlanInputs } from "./CommissionPlanInputs";
import {
  commissionPlanDefaults,
  transformCommissionPlan,
  validateCommissionPlan,
} from "./commissionPlanModel";

export const CommissionPlanCreate = () => (
  <Create transform={transformCommissionPlan} redirect="list">
    <SimpleForm
      defaultValues={commissionPlanDefaults()}
      validate={validateCommissionPlan}
    >
      <CommissionPlanInputs />
    </SimpleForm>
  </Create>
);
