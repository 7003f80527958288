import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import EmailIcon from "@mui/icons-material/Email";
import PhoneIcon from "@mui/icons-material/Phone";
import type { ReactNode } from "react";
import { useRecordContext, useTranslate } from "react-admin";
import type { Client } from "../../types";
import { PhoneField } from "../../components/phone";
import { clientName, lacksContact } from "./clientModel";

const C = "resources.clients";

const ContactLink = ({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: string;
}) => (
  <Link
    href={href}
    underline="hover"
    sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
  >
    {icon}
    <bdi dir="ltr">{children}</bdi>
  </Link>
);

/** What a receptionist should see first: archived, blocked, unreachable. */
const ClientAlerts = ({ record }: { record: Client }) => {
  const translate = useTranslate();
  return (
    <>
      {record.archived_at ? (
        <Alert severity="warning">{translate(`${C}.header.archived`)}</Alert>
      ) : null}
      {record.blocked_online ? (
        <Alert severity="error">
          {record.block_reason
            ? translate(`${C}.header.blocked_because`, {
                reason: record.block_reason,
              })
            : translate(`${C}.header.blocked`)}
        </Alert>
      ) : null}
      {lacksContact(record) ? (
        <Alert severity="info">
          {translate(`${C}.notifications.contact_missing`)}
        </Alert>
      ) : null}
    </>
  );
};

/**
 * The top of a client's page: the full name, the phone and e-mail as links
 * that call or write, then the alerts and the notes.
 */
export const ClientHeader = () => {
  const record = useRecordContext<Client>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="header" sx={{ px: 2, pt: 2 }}>
      <Typography variant="h5" component="h2">
        {clientName(record)}
      </Typography>
      <Stack
        direction="row"
        sx={{ flexWrap: "wrap", columnGap: 3, rowGap: 1, my: 1 }}
      >
        <PhoneField
          source="mobile"
          icon={<PhoneIcon fontSize="small" aria-hidden />}
        />
        {record.email ? (
          <ContactLink
            href={`mailto:${record.email}`}
            icon={<EmailIcon fontSize="small" aria-hidden />}
          >
            {record.email}
          </ContactLink>
        ) : null}
      </Stack>
      <Stack spacing={1}>
        <ClientAlerts record={record} />
        {record.notes ? (
          <Box
            component="section"
            aria-labelledby="client-notes-heading"
            sx={{ bgcolor: "action.hover", borderRadius: 1, p: 1.5 }}
          >
            <Typography
              id="client-notes-heading"
              variant="subtitle2"
              component="h3"
            >
              {translate(`${C}.fields.notes`)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
              {record.notes}
            </Typography>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
};
