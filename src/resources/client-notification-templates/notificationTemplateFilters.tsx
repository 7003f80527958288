import { BooleanInput, SelectInput } from "react-admin";
import { typeChoices } from "./notificationTemplateModel";

export const notificationTemplateFilters = [
  <SelectInput
    key="type"
    source="type"
    choices={typeChoices}
    label="resources.client-notification-templates.filters.type"
    alwaysOn
  />,
  <BooleanInput
    key="enabled"
    source="enabled"
    label="resources.client-notification-templates.filters.enabled"
  />,
];
