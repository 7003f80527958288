import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
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
