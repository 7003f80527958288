import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { DepartmentInputs } from "./DepartmentInputs";
import { transformDepartment } from "./departmentModel";

export const DepartmentCreate = () => (
  <Create transform={transformDepartment} redirect="list">
    <SimpleForm>
      <DepartmentInputs />
    </SimpleForm>
  </Create>
);
