import { FunctionField, type FunctionFieldProps } from "react-admin";
import { useTranslate } from "react-admin";
import type { Client } from "../../types";

type ConsentSource =
  | "notify_email"
  | "notify_sms"
  | "marketing_email_opt_in"
  | "marketing_sms_opt_in"
  | "blocked_online";

const Words = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  return <>{translate(value ? "ra.boolean.true" : "ra.boolean.false")}</>;
};

/** A yes/no setting in words ("Yes", "No"), not as a tick or a cross icon. */
export const ConsentField = ({
  source,
  ...props
}: { source: ConsentSource } & Omit<
  FunctionFieldProps<Client>,
  "source" | "render"
>) => (
  <FunctionField<Client>
    source={source}
    render={(record) => <Words value={record[source]} />}
    {...props}
  />
);
