import { Create, SimpleForm } from "react-admin";
import { DepartmentInputs } from "./DepartmentInputs";
import { transformDepartment } from "./departmentModel";

export const DepartmentCreate = () => (
  <Create transform={transformDepartment} redirect="list">
    <SimpleForm>
      <DepartmentInputs />
    </SimpleForm>
  </Create>
);
