import { useMemo } from "react";
import {
  ArrayInput,
  FormDataConsumer,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from "react-admin";
import {
  iteratorCell,
  wrappingIterator,
} from "../../components/forms/formLayout";
import { MoneyInput } from "../../components/money";
import { durationChoices, priceTypeChoices } from "./serviceModel";

const inputSx = iteratorCell(140);

/** The nested pricing options of a service (at least one): name, duration, price type, price, special price. */
export const PricingOptionsInput = () => {
  const translate = useTranslate();
  const durations = useMemo(() => durationChoices(translate), [translate]);
  return (
    <ArrayInput
      source="pricing_options"
      label="resources.services.fields.pricing_options"
    >
      <SimpleFormIterator
        inline
        getItemLabel={(index) => `${index + 1}.`}
        sx={wrappingIterator}
        fullWidth
      >
        <TextInput
          source="name"
          label="resources.services.fields.option_name"
          sx={inputSx}
          helperText={false}
        />
        <SelectInput
          source="duration_minutes"
          label="resources.services.fields.duration_minutes"
          choices={durations}
          translateChoice={false}
          defaultValue={60}
          sx={inputSx}
          helperText={false}
        />
        <SelectInput
          source="price_type"
          label="resources.services.fields.price_type"
          choices={priceTypeChoices}
          defaultValue="fixed"
          sx={inputSx}
          helperText={false}
        />
        <FormDataConsumer>
          {({ scopedFormData }) =>
            scopedFormData?.price_type === "free" ? null : (
              <>
                <MoneyInput
                  source="price"
                  label="resources.services.fields.price"
                  sx={inputSx}
                  helperText={false}
                />
                <MoneyInput
                  source="special_price"
                  label="resources.services.fields.special_price"
                  sx={inputSx}
                  helperText={false}
                />
              </>
            )
          }
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
};
