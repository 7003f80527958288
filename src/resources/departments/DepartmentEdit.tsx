import { Edit, SimpleForm } from "react-admin";
import { DepartmentInputs } from "./DepartmentInputs";
import { transformDepartment } from "./departmentModel";

export const DepartmentEdit = () => (
  <Edit transform={transformDepartment} mutationMode="pessimistic">
    <SimpleForm>
      <DepartmentInputs />
    </SimpleForm>
  </Edit>
);
