import type { ReactNode } from "react";
import { Edit, SimpleForm, useTranslate, type ValidateForm } from "react-admin";

interface SingletonEditProps {
  /** The API name: GET/PUT <prefix>/<resource>/current. */
  resource: string;
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  validate?: ValidateForm;
  children: ReactNode;
}

/**
 * Settings that exist once per merchant are one form, not a list:
 * `<Edit resource id="current">`; saving stays on the page.
 */
export const SingletonEdit = ({
  resource,
  transform,
  validate,
  children,
}: SingletonEditProps) => {
  const translate = useTranslate();
  return (
    <Edit
      resource={resource}
      id="current"
      redirect={false}
      mutationMode="pessimistic"
      transform={transform}
      title={translate(`resources.${resource}.name`, { smart_count: 1 })}
      actions={false}
    >
      <SimpleForm validate={validate} sx={{ maxWidth: 720 }}>
        {children}
      </SimpleForm>
    </Edit>
  );
};
