import {
  DeleteButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useReference,
  useTranslate,
} from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { TipSettingInputs } from "./TipSettingInputs";
import { transformTipSetting, type TipSetting } from "./tipSettingModel";

const NAME = "resources.tip-settings.name";

/** The name of the location the tip settings belong to (they exist once per location). */
const useLocationName = () => {
  const record = useRecordContext<TipSetting>();
  const { referenceRecord } = useReference<{ id: number; name: string }>({
    reference: "locations",
    id: record?.location_id ?? 0,
    options: { enabled: record?.location_id != null, meta: { options: true } },
  });
  return referenceRecord?.name ?? "";
};

/** "Tip settings Central": named by the location, never by the record id. */
const TipSettingTitle = () => {
  const translate = useTranslate();
  const location = useLocationName();
  return (
    <>
      {translate("ra.page.edit", {
        name: translate(NAME, { smart_count: 1 }),
        recordRepresentation: location,
      })}
    </>
  );
};

const TipSettingToolbar = () => {
  const translate = useTranslate();
  const location = useLocationName();
  return (
    <Toolbar sx={{ justifyContent: "space-between" }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={translate("ra.message.delete_title", {
          name: translate(NAME, { smart_count: 1 }),
          recordRepresentation: location,
        })}
      />
    </Toolbar>
  );
};

export const TipSettingEdit = () => (
  <Edit
    transform={transformTipSetting}
    mutationMode="pessimistic"
    title={<TipSettingTitle />}
  >
    <SimpleForm toolbar={<TipSettingToolbar />}>
      <TipSettingInputs edit />
    </SimpleForm>
  </Edit>
);
