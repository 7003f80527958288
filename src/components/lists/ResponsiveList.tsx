import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import MuiList from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
  LinkBase,
  RecordContextProvider,
  SimpleListLoading,
  useGetPathForRecord,
  useListContext,
  useResourceDefinition,
  type RaRecord,
} from "react-admin";
import { PhoneField } from "../phone";

export interface CompactListProps<R extends RaRecord> {
  /** The record's name. */
  primary: (record: R) => ReactNode;
  /** Its phone number (E.164), shown beside the name as a link that calls it. */
  phone?: (record: R) => string | null | undefined;
  /** One more line under the name (an e-mail, a job title, a city). */
  secondary?: (record: R) => ReactNode;
}

const CompactRow = <R extends RaRecord>({
  record,
  link,
  primary,
  phone,
  secondary,
}: CompactListProps<R> & { record: R; link: "show" | "edit" }) => {
  const path = useGetPathForRecord({ record, link });
  const number = phone?.(record);
  return (
    <ListItem disablePadding sx={{ alignItems: "stretch" }}>
      <ListItemButton
        {...(path ? { component: LinkBase, to: path } : {})}
        sx={{ minWidth: 0 }}
      >
        <ListItemText
          primary={primary(record)}
          secondary={secondary?.(record)}
          sx={{ overflowWrap: "anywhere" }}
        />
      </ListItemButton>
      {number ? (
        // Beside the row's link, not inside it: a tap on the number calls.
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            flexShrink: 0,
            px: 2,
            "& a": { display: "inline-block", py: 0.5 },
          }}
        >
          <PhoneField value={number} />
        </Box>
      ) : null}
    </ListItem>
  );
};

/**
 * The list on a phone: one compact row per record (name, phone, one
 * secondary line) instead of a table wider than the screen; the row's name
 * is a link that opens the record (its page when it has one, else its
 * form), the phone number a link that calls it.
 */
export const CompactList = <R extends RaRecord>(props: CompactListProps<R>) => {
  const { hasShow } = useResourceDefinition();
  const { data, isPending } = useListContext<R>();
  if (isPending)
    return (
      <SimpleListLoading
        hasSecondaryText={!!props.secondary}
        hasTertiaryText={!!props.phone}
      />
    );
  if (!data?.length) return null;
  return (
    <MuiList>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <CompactRow<R>
            {...props}
            record={record}
            link={hasShow ? "show" : "edit"}
          />
        </RecordContextProvider>
      ))}
    </MuiList>
  );
};

/** The list's table from the small breakpoint up, `compact` rows on a phone. */
export const ResponsiveList = ({
  compact,
  children,
}: {
  compact: ReactNode;
  children: ReactNode;
}) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return <>{phone ? compact : children}</>;
};
