import {
  Children,
  cloneElement,
  createElement,
  forwardRef,
  Fragment,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import {
  DataTableRow,
  Link,
  useDataTableCallbacksContext,
  useGetPathForRecord,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  type DataTableColumnProps,
  type DataTableRowProps,
} from "react-admin";

/** What react-admin's DataTableCell draws for a column of the record. */
const cellContent = (
  column: DataTableColumnProps,
  record: Record<string, unknown>,
): ReactNode => {
  if (column.children) return column.children;
  if (column.render) return column.render(record);
  if (column.field)
    return createElement(column.field, { source: column.source });
  const value = column.source
    ? column.source
        .split(".")
        .reduce<unknown>(
          (at, key) => (at as Record<string, unknown> | undefined)?.[key],
          record,
        )
    : undefined;
  return value == null ? null : String(value);
};

/** The first cell's content as a link to the record, when its row opens one. */
const FirstCellLink = ({ column }: { column: DataTableColumnProps }) => {
  const record = useRecordContext();
  const { rowClick } = useDataTableCallbacksContext();
  const link =
    typeof rowClick === "function" ||
    rowClick === "expand" ||
    rowClick === "toggleSelection"
      ? false
      : rowClick;
  const path = useGetPathForRecord({ link });
  const represent = useGetRecordRepresentation(useResourceContext());
  // A first column without text (a photo, a colour) names the link after
  // the record, as an aria-label: no second copy of the name in the text.
  const shownRef = useRef<HTMLSpanElement>(null);
  const [textless, setTextless] = useState(false);
  useLayoutEffect(() => {
    const shown = shownRef.current;
    if (!shown) return;
    // Text only, checked again as the cell changes: a reference's name
    // arrives later, an image's alternative may come and go as it loads.
    const check = () => setTextless(!shown.textContent?.trim());
    check();
    const observer = new MutationObserver(check);
    observer.observe(shown, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    return () => observer.disconnect();
  }, [path]);
  if (!record) return null;
  const content = cellContent(column, record);
  if (!path) return <>{content}</>;
  return (
    <Link
      to={path}
      color="inherit"
      underline="hover"
      // The row's own click handler would open the record a second time.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ display: "inline-block", minHeight: 24, minWidth: 24 }}
      aria-label={textless ? String(represent(record)) : undefined}
    >
      <span ref={shownRef}>{content}</span>
    </Link>
  );
};

/**
 * A DataTable row whose first cell is a link to the record (WCAG 2.1.1):
 * react-admin opens a record only by a click on its row, which the keyboard
 * cannot reach. Installed for every DataTable through the theme.
 */
export const RecordLinkRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(
  ({ children, ...props }, ref) => {
    const columns = Children.toArray(children);
    const first = columns.findIndex(
      (child) => isValidElement(child) && child.type !== Fragment,
    );
    const cells = columns.map((child, index) => {
      if (index !== first) return child;
      const column = child as ReactElement<DataTableColumnProps>;
      return cloneElement(column, {
        children: <FirstCellLink column={column.props} />,
      });
    });
    return (
      <DataTableRow ref={ref} {...props}>
        {cells}
      </DataTableRow>
    );
  },
);
RecordLinkRow.displayName = "RecordLinkRow";
