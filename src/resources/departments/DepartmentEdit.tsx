import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { DepartmentInputs } from "./DepartmentInputs";
import { transformDepartment } from "./departmentModel";

export const DepartmentEdit = () => (
  <Edit transform={transformDepartment} mutationMode="pessimistic">
    <SimpleForm>
      <DepartmentInputs />
    </SimpleForm>
  </Edit>
);
