import type { ReactNode } from "react";
import {
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useTranslate,
  type RaRecord,
  type ValidateForm,
} from "react-admin";
import { useSavedNotice } from "../../components/forms/useSavedNotice";

/** A record that exists once per business cannot be deleted: only Save. */
const SingletonToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

interface SingletonEditProps {
  /** The API name: GET/PUT <prefix>/<resource>/current. */
  resource: string;
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  validate?: ValidateForm;
  /** Runs with the record the server stored, after the usual notice. */
  onSaved?: (record: RaRecord) => unknown;
  /** Buttons above the form (links to related screens); none by default. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Settings that exist once per merchant are one form, not a list:
 * `<Edit resource id="current">`; saving stays on the page. Titled by the
 * resource's name (never "#current") and without a Delete button.
 */
export const SingletonEdit = ({
  resource,
  transform,
  validate,
  onSaved,
  actions = false,
  children,
}: SingletonEditProps) => {
  const translate = useTranslate();
  const notice = useSavedNotice(resource);
  // The shared notice names the settings ("Business details saved"), never "#current".
  const mutationOptions = {
    onSuccess: (record: RaRecord) => {
      notice("updated", record);
      return onSaved?.(record);
    },
  };
  return (
    <Edit
      resource={resource}
      id="current"
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      transform={transform}
      title={translate(`resources.${resource}.name`, { smart_count: 1 })}
      actions={actions}
    >
      <SimpleForm
        validate={validate}
        toolbar={<SingletonToolbar />}
        sx={{ maxWidth: 720 }}
      >
        {children}
      </SimpleForm>
    </Edit>
  );
};
