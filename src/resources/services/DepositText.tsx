import { useDepositText } from "./depositModel";
import type { Service } from "./serviceTypes";

/** The deposit of a list row, kept left-to-right in Arabic. */
export const DepositText = ({ record }: { record: Service }) => {
  const text = useDepositText()(record);
  return text ? <bdi dir="ltr">{text}</bdi> : null;
};
