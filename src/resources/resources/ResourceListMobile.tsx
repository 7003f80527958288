import { ReferenceField, SimpleList, useTranslate } from "react-admin";
import type { BookableResource } from "./resourceModel";

const options = { meta: { options: true } };

/** The resource list on a phone: name, code (and a capacity above 1) and location. */
export const ResourceListMobile = () => {
  const translate = useTranslate();
  return (
    <SimpleList<BookableResource>
      primaryText={(record) => record.name}
      secondaryText={(record) => (
        <>
          {record.code ? <bdi dir="ltr">{record.code}</bdi> : null}
          {record.code && record.capacity > 1 ? " · " : null}
          {record.capacity > 1
            ? translate("resources.resources.capacity_short", {
                n: record.capacity,
              })
            : null}
        </>
      )}
      tertiaryText={() => (
        <ReferenceField
          source="location_id"
          reference="locations"
          link={false}
          queryOptions={options}
        />
      )}
    />
  );
};
