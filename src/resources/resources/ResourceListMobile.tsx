import { ReferenceField, SimpleList } from "react-admin";
import type { BookableResource } from "./resourceModel";

const options = { meta: { options: true } };

/** The resource list on a phone: name, code and location. */
export const ResourceListMobile = () => (
  <SimpleList<BookableResource>
    primaryText={(record) => record.name}
    secondaryText={(record) =>
      record.code ? <bdi dir="ltr">{record.code}</bdi> : null
    }
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
