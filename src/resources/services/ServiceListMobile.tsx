import { SimpleList, useTranslate } from "react-admin";
import { Swatch } from "./AreaParts";
import { PriceRange } from "./PriceRange";
import { useDepositText } from "./depositModel";
import { formatDurationRange } from "./serviceModel";
import type { Service } from "./serviceTypes";

/** The service list on a phone: colour, name, durations (and the deposit) and price range. */
export const ServiceListMobile = () => {
  const translate = useTranslate();
  const deposit = useDepositText();
  return (
    <SimpleList<Service>
      leftIcon={(record) => <Swatch colour={record.colour} />}
      primaryText={(record) => record.name}
      secondaryText={(record) => {
        const durations = formatDurationRange(
          record.duration_min,
          record.duration_max,
          translate,
        );
        const amount = deposit(record);
        // U+2066…U+2069 keep the amount left-to-right inside Arabic text.
        return amount
          ? `${durations} · ${translate("resources.services.deposit_short", {
              amount: `\u2066${amount}\u2069`,
            })}`
          : durations;
      }}
      tertiaryText={(record) => <PriceRange record={record} />}
    />
  );
};
