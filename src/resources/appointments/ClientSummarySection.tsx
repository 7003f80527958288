import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { useClientSummary } from "../../calendar/calendarApi";
import { formatDay, todayIn } from "../../calendar/calendarModel";

const P = "app.calendar_status.panel";

/** A term and its value, in the panel's description list. */
const Item = ({
  term,
  children,
}: {
  term: string;
  children: React.ReactNode;
}) => (
  <>
    <Box component="dt" sx={{ color: "text.secondary" }}>
      {term}
    </Box>
    <Box component="dd" sx={{ m: 0 }}>
      {children}
    </Box>
  </>
);

/**
 * The client in the appointment panel (issue 23): phone to tap, e-mail
 * (both only for users who may open clients: the server sends them empty
 * otherwise), alerts and notes, last visit, no-shows and late cancellations.
 */
export const ClientSummarySection = ({
  clientId,
  timeZone,
  localeTag,
}: {
  clientId: number;
  timeZone: string;
  localeTag: string;
}) => {
  const translate = useTranslate();
  const { data, isPending } = useClientSummary(clientId);
  if (isPending) return <Skeleton variant="rectangular" height={72} />;
  if (!data) return null;
  return (
    <Box
      component="section"
      aria-label={translate("resources.appointments.fields.client")}
    >
      {data.blocked_online && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(`${P}.blocked_online`)}
          {data.block_reason ? `: ${data.block_reason}` : ""}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: "max-content 1fr",
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {data.mobile && (
          <Item term={translate(`${P}.phone`)}>
            <Link href={`tel:${data.mobile.replace(/\s/g, "")}`}>
              <bdi dir="ltr">{data.mobile}</bdi>
            </Link>
          </Item>
        )}
        {data.email && (
          <Item term={translate(`${P}.email`)}>
            <Link href={`mailto:${data.email}`} sx={{ wordBreak: "break-all" }}>
              {data.email}
            </Link>
          </Item>
        )}
        <Item term={translate(`${P}.last_visit`)}>
          {data.last_visit
            ? formatDay(todayIn(timeZone, new Date(data.last_visit)), localeTag)
            : translate(`${P}.no_visit`)}
        </Item>
        <Item term={translate(`${P}.no_shows`)}>
          <Typography
            component="span"
            color={data.no_shows > 0 ? "error" : undefined}
            sx={{ fontWeight: data.no_shows > 0 ? 600 : undefined }}
          >
            {data.no_shows}
          </Typography>
        </Item>
        <Item term={translate(`${P}.late_cancellations`)}>
          {data.late_cancellations}
        </Item>
      </Box>
      {data.notes && (
        <Alert
          severity="info"
          icon={false}
          sx={{ mt: 1, whiteSpace: "pre-line" }}
        >
          <strong>{translate(`${P}.client_notes`)}:</strong> {data.notes}
        </Alert>
      )}
    </Box>
  );
};
