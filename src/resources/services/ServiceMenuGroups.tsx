import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";
import {
  ListContextProvider,
  useGetMany,
  useListContext,
  useTranslate,
  type ListControllerResult,
} from "react-admin";
import { Swatch } from "./AreaParts";
import { groupByTreatmentType } from "./serviceMenuModel";
import type { Service, TreatmentType } from "./serviceTypes";

const GroupHeading = ({
  id,
  type,
}: {
  id: string;
  type: TreatmentType | null;
}) => {
  const translate = useTranslate();
  return (
    <Typography
      variant="h6"
      component="h2"
      sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, pt: 2 }}
    >
      {type ? <Swatch colour={type.colour} /> : null}
      <span id={id}>
        {type ? type.name : translate("resources.services.menu.other")}
      </span>
    </Typography>
  );
};

/**
 * The page's services as a service menu: one section per treatment type, in
 * the types' display order, each headed by the type's name and colour and
 * rendering `children` (the table, or the phone list) for its services.
 */
export const ServiceMenuGroups = ({ children }: { children: ReactNode }) => {
  const list = useListContext<Service>();
  const baseId = useId();
  const ids = [
    ...new Set(
      (list.data ?? [])
        .map((service) => service.treatment_type_id)
        .filter((id): id is number => id != null),
    ),
  ];
  const { data: types = [], isPending } = useGetMany<TreatmentType>(
    "treatment-types",
    { ids },
    { enabled: ids.length > 0 },
  );
  if (ids.length > 0 && isPending) return null;
  const groups = groupByTreatmentType(list.data ?? [], types);
  if (groups.length <= 1 && !groups[0]?.type) return <>{children}</>;
  return (
    <>
      {groups.map((group) => (
        <Box
          component="section"
          key={group.type?.id ?? "other"}
          aria-labelledby={`${baseId}-${group.type?.id ?? "other"}`}
        >
          <GroupHeading
            id={`${baseId}-${group.type?.id ?? "other"}`}
            type={group.type}
          />
          <ListContextProvider
            value={
              {
                ...list,
                data: group.services,
                total: group.services.length,
              } as ListControllerResult
            }
          >
            {children}
          </ListContextProvider>
        </Box>
      ))}
    </>
  );
};
