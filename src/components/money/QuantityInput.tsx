import { NumberInput, type NumberInputProps } from "react-admin";
import { useLimits } from "./useLimits";

/**
 * A number of whole units (ordered, adjusted, a reorder quantity or
 * low-stock level), checked against the server's cap (limits.ts) besides
 * `validate`.
 */
export const QuantityInput = ({ validate, ...props }: NumberInputProps) => {
  const limits = useLimits();
  return (
    <NumberInput
      step={1}
      validate={[limits.quantity, ...[validate ?? []].flat()]}
      {...props}
    />
  );
};
