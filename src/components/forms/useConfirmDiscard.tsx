import { useState } from "react";
import { Confirm } from "react-admin";

/**
 * A dialog's form asks before what was typed is thrown away by Escape or a
 * click outside, as the app's other forms ask before leaving them
 * (warnWhenUnsavedChanges): `request()` closes at once when nothing was
 * typed, and asks first otherwise. Render `confirm` next to the dialog.
 */
export const useConfirmDiscard = (dirty: boolean, close: () => void) => {
  const [asking, setAsking] = useState(false);
  const request = () => (dirty ? setAsking(true) : close());
  const confirm = (
    <Confirm
      isOpen={asking}
      title="app.forms.discard_title"
      content="ra.message.unsaved_changes"
      confirm="app.forms.discard"
      cancel="app.forms.keep_editing"
      onConfirm={() => {
        setAsking(false);
        close();
      }}
      onClose={() => setAsking(false)}
    />
  );
  return { request, confirm };
};
