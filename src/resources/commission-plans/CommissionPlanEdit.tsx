import { Edit, SimpleForm } from "react-admin";
import { CommissionPlanInputs } from "./CommissionPlanInputs";
import {
  transformCommissionPlan,
  validateCommissionPlan,
} from "./commissionPlanModel";

export const CommissionPlanEdit = () => (
  <Edit
    transform={transformCommissionPlan}
    mutationMode="pessimistic"
    redirect="list"
  >
    <SimpleForm validate={validateCommissionPlan}>
      <CommissionPlanInputs />
    </SimpleForm>
  </Edit>
);
