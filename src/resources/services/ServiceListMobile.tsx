import { SimpleList, useTranslate } from "react-admin";
import { PriceRange } from "./PriceRange";
import { formatDurationRange } from "./serviceModel";
import type { Service } from "./serviceTypes";

/** The service list on a phone: name, durations and price range. */
export const ServiceListMobile = () => {
  const translate = useTranslate();
  return (
    <SimpleList<Service>
      primaryText={(record) => record.name}
      secondaryText={(record) =>
        formatDurationRange(record.duration_min, record.duration_max, translate)
      }
      tertiaryText={(record) => <PriceRange record={record} />}
    />
  );
};
