import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";
import { usageChoices } from "./productModel";

const options = { meta: { options: true } };

export const productFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="brand_id"
    source="brand_id"
    reference="brands"
    queryOptions={options}
  >
    <AutocompleteInput label="resources.products.fields.brand_id" />
  </ReferenceInput>,
  <ReferenceInput
    key="category_id"
    source="category_id"
    reference="product-categories"
    queryOptions={options}
  >
    <AutocompleteInput label="resources.products.fields.category_id" />
  </ReferenceInput>,
  <ReferenceInput
    key="supplier_id"
    source="supplier_id"
    reference="suppliers"
    queryOptions={options}
  >
    <AutocompleteInput label="resources.products.fields.supplier_id" />
  </ReferenceInput>,
  <SelectInput
    key="usage_type"
    source="usage_type"
    choices={usageChoices}
    label="resources.products.fields.usage_type"
  />,
  archivedOnlyFilter("resources.products.filters.archived"),
];
