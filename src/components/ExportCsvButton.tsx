import { useState } from "react";
import DownloadIcon from "@mui/icons-material/GetApp";
import {
  Button,
  useDataProvider,
  useListContext,
  useTranslate,
  type ButtonProps,
} from "react-admin";
import type { AppDataProvider } from "../providers/dataProvider";
import { saveBlob } from "./saveBlob";

/** `clients-2026-11-22.csv`, the name the server also suggests. */
const csvFileName = (resource: string, day = new Date()) =>
  `${resource.replace(/[^\w-]+/g, "-")}-${day.toISOString().slice(0, 10)}.csv`;

export type ExportCsvButtonProps = Omit<ButtonProps, "onClick" | "children">;

/**
 * Downloads the whole filtered, sorted list as CSV from
 * `GET <prefix>/<resource>/export?sort=…&filter=…` (lists page at 100 rows,
 * so react-admin's own exporter would stop there). The role prefix is the
 * data provider's (merchant/ for role 2, none for staff reads); a failure
 * shows the SPEC §8 alert like any other call.
 */
export const ExportCsvButton = ({
  label = "app.export.csv",
  ...rest
}: ExportCsvButtonProps) => {
  const { resource, filter, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const blob = await dataProvider.getFile(resource, {
        path: "export",
        query: {
          sort: JSON.stringify([sort.field, sort.order]),
          filter: JSON.stringify(
            filter ? { ...filterValues, ...filter } : filterValues,
          ),
        },
      });
      saveBlob(blob, csvFileName(resource));
    } catch {
      // httpClient has shown the alert; a 401 signs out through react-admin.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={label}
      onClick={exportCsv}
      disabled={busy || total === 0}
      // On a phone react-admin draws an icon only, and names it only while
      // enabled: an empty list's disabled export would have no name.
      aria-label={typeof label === "string" ? translate(label) : undefined}
      {...rest}
    >
      <DownloadIcon />
    </Button>
  );
};
