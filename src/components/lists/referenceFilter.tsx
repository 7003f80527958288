import { AutocompleteInput, ReferenceInput } from "react-admin";

/** Pickers read the short options list (`<reference>/options`), not the full records. */
const options = { meta: { options: true } };

/**
 * A list filter by a referenced record (location, product, brand, supplier…),
 * picked by name; labelled `<labelPrefix>.<source>`, shown without asking
 * when `alwaysOn`.
 */
export const referenceFilter = (
  source: string,
  reference: string,
  labelPrefix: string,
  { alwaysOn = false }: { alwaysOn?: boolean } = {},
) => (
  <ReferenceInput
    key={source}
    source={source}
    reference={reference}
    queryOptions={options}
    alwaysOn={alwaysOn || undefined}
  >
    <AutocompleteInput label={`${labelPrefix}.${source}`} />
  </ReferenceInput>
);
