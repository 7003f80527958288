import type { SxProps, Theme } from "@mui/material/styles";
import {
  AutocompleteInput,
  ReferenceInput,
  type SortPayload,
  type Validator,
} from "react-admin";
import { useCreateChoice } from "./useCreateChoice";

const OPTIONS = { meta: { options: true } };

export interface CreatableReferenceInputProps {
  source: string;
  /** A resource of name-only master data (treatment types, brands, …). */
  reference: string;
  label?: string;
  helperText?: string;
  /** The choice meaning "none", for an optional reference. */
  emptyText?: string;
  validate?: Validator | Validator[];
  sort?: SortPayload;
  sx?: SxProps<Theme>;
}

type ChoiceProps = Omit<CreatableReferenceInputProps, "sort">;

const CreatableChoice = ({
  source,
  reference,
  helperText,
  ...rest
}: ChoiceProps) => {
  const { canCreate, onCreate, error, clearError, onChange } = useCreateChoice(
    reference,
    source,
  );
  return (
    <AutocompleteInput
      optionText="name"
      helperText={helperText}
      onChange={onChange}
      onInputChange={(_event, _value, reason) => {
        if (reason === "input") clearError();
      }}
      {...(canCreate
        ? {
            onCreate,
            createItemLabel: "app.pickers.create_item",
            createLabel: "app.pickers.create_hint",
          }
        : {})}
      TextFieldProps={error ? { error: true, helperText: error } : undefined}
      {...rest}
    />
  );
};

/**
 * A picker of a referenced record (the option list) that also offers
 * 'Create “Nails”' when the typed name matches nothing, to whoever may
 * create in that resource's area: the record is created on the server and
 * chosen, without leaving the form. A refusal (a duplicate name, a name too
 * long) is shown under the picker; the form keeps everything typed.
 */
export const CreatableReferenceInput = ({
  source,
  reference,
  sort,
  ...rest
}: CreatableReferenceInputProps) => (
  <ReferenceInput
    source={source}
    reference={reference}
    sort={sort}
    queryOptions={OPTIONS}
  >
    <CreatableChoice source={source} reference={reference} {...rest} />
  </ReferenceInput>
);
