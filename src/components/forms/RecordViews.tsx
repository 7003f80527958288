import { useThemeProps } from "@mui/material/styles";
import {
  Create as RaCreate,
  Edit as RaEdit,
  useRedirect,
  useResourceContext,
  useResourceDefinition,
  type CreateProps,
  type EditProps,
  type RaRecord,
  type RedirectionSideEffect,
} from "react-admin";
import { useSavedNotice } from "./useSavedNotice";

/**
 * react-admin's <Create> with the shared success notice ("Client Ada Moreau
 * created"). Every create screen uses this one; a screen that passes its own
 * `mutationOptions.onSuccess` takes over notice and redirect itself.
 */
export const Create = <R extends RaRecord = RaRecord>(
  props: CreateProps<R>,
) => {
  const resource = useResourceContext(props) ?? "";
  const { hasEdit, hasShow } = useResourceDefinition({ resource });
  const redirect = useRedirect();
  const notice = useSavedNotice(resource);
  const redirectTo: RedirectionSideEffect =
    props.redirect ?? (hasEdit ? "edit" : hasShow ? "show" : "list");
  const onSuccess =
    props.mutationOptions?.onSuccess ??
    ((data: R) => {
      notice("created", data, props.mutationMode === "undoable");
      redirect(redirectTo, resource, data.id, data);
    });
  return (
    <RaCreate<R>
      {...props}
      redirect={redirectTo}
      mutationOptions={{ ...props.mutationOptions, onSuccess } as never}
    />
  );
};

/**
 * react-admin's <Edit> with the shared success notice ("Client Ada Moreau
 * saved"). After saving, a record that has a page of its own (a show view)
 * stays on that page instead of going back to the list.
 */
export const Edit = <R extends RaRecord = RaRecord>(props: EditProps<R>) => {
  const themed = useThemeProps({ props, name: "RaEdit" }) as EditProps<R>;
  const resource = useResourceContext(props) ?? "";
  const { hasShow } = useResourceDefinition({ resource });
  const redirect = useRedirect();
  const notice = useSavedNotice(resource);
  const redirectTo: RedirectionSideEffect =
    themed.redirect ?? (hasShow ? "show" : "list");
  const mutationMode = themed.mutationMode ?? "undoable";
  const onSuccess =
    themed.mutationOptions?.onSuccess ??
    ((data: R) => {
      notice("updated", data, mutationMode === "undoable");
      redirect(redirectTo, resource, data.id, data);
    });
  return (
    <RaEdit<R>
      {...themed}
      redirect={redirectTo}
      mutationMode={mutationMode}
      mutationOptions={{ ...themed.mutationOptions, onSuccess } as never}
    />
  );
};
