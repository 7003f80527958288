import { LinearProgress, SimpleForm, useGetList } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { ClientInputs } from "./ClientInputs";
import { clientDefaults, transformClient } from "./clientModel";

/** The referral source marked as default (DOMAIN §3.7), preselected on a new client. */
const useDefaultReferralSource = () => {
  const { data, isPending } = useGetList("referral-sources", {
    filter: { is_default: true },
    pagination: { page: 1, perPage: 1 },
    meta: { options: true },
  });
  return { id: data?.[0]?.id as number | undefined, isPending };
};

export const ClientCreate = () => {
  const referral = useDefaultReferralSource();
  return (
    <Create transform={transformClient} redirect="show">
      {referral.isPending ? (
        <LinearProgress />
      ) : (
        <SimpleForm defaultValues={clientDefaults(referral.id)}>
          <ClientInputs />
        </SimpleForm>
      )}
    </Create>
  );
};
