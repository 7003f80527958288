import {
  AutocompleteArrayInput,
  AutocompleteInput,
  FormDataConsumer,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
} from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import {
  scopeReference,
  stockTakeScopeChoices,
  transformStockTake,
  validateStockTake,
  type StockTakeScope,
} from "./stockTakeModel";

const T = "resources.stock-takes";
const options = { meta: { options: true } };

/** Start a stock take: location and scope; the server snapshots the expected quantities. */
export const StockTakeCreate = () => (
  <Create transform={transformStockTake} redirect="show">
    <SimpleForm defaultValues={{ scope: "all" }} validate={validateStockTake}>
      <ReferenceInput
        source="location_id"
        reference="locations"
        queryOptions={options}
      >
        <AutocompleteInput
          label={`${T}.fields.location_id`}
          validate={required("app.validation.required")}
        />
      </ReferenceInput>
      <SelectInput
        source="scope"
        label={`${T}.fields.scope`}
        choices={stockTakeScopeChoices}
        validate={required("app.validation.required")}
      />
      <FormDataConsumer<{ scope?: StockTakeScope }>>
        {({ formData }) => {
          const reference = scopeReference(formData.scope);
          return reference ? (
            <ReferenceArrayInput
              key={reference}
              source="scope_ids"
              reference={reference}
              queryOptions={options}
            >
              <AutocompleteArrayInput
                label={`${T}.scope_labels.${formData.scope}`}
              />
            </ReferenceArrayInput>
          ) : null;
        }}
      </FormDataConsumer>
      <TextInput source="notes" label={`${T}.fields.notes`} multiline />
    </SimpleForm>
  </Create>
);
