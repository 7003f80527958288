import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Title, useLocaleState, useTranslate } from "react-admin";
import { useAppDataProvider } from "../calendar/calendarApi";
import { formatDay, formatTime } from "../calendar/calendarModel";
import { PhoneField } from "../components/phone";
import { localeInfo } from "../i18n/locales";
import type { MyTeamMember } from "./myProfileModel";
import { PageLoading } from "../layout/PageLoading";

const P = "app.my_profile";

const Section = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => (
  <Box component="section" aria-labelledby={id}>
    <Typography id={id} variant="subtitle1" component="h3">
      {title}
    </Typography>
    {children}
  </Box>
);

const Names = ({ items, empty }: { items: string[]; empty: string }) =>
  items.length ? (
    <Box component="ul" sx={{ m: 0, ps: 3 }}>
      {items.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </Box>
  ) : (
    <Typography color="text.secondary">{empty}</Typography>
  );

const Profile = ({ member }: { member: MyTeamMember }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tag = localeInfo(locale).tag;
  const contact: [string, ReactNode][] = [
    [
      "email",
      member.email ? (
        <Link href={`mailto:${member.email}`}>
          <bdi dir="ltr">{member.email}</bdi>
        </Link>
      ) : null,
    ],
    ["mobile", member.mobile ? <PhoneField value={member.mobile} /> : null],
    ["phone", member.phone ? <PhoneField value={member.phone} /> : null],
  ];
  return (
    <CardContent sx={{ display: "grid", gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h2">
          {[member.first_name, member.last_name].filter(Boolean).join(" ")}
        </Typography>
        {member.job_title && (
          <Typography color="text.secondary">{member.job_title}</Typography>
        )}
      </Box>
      <Section id="my-profile-contact" title={translate(`${P}.contact`)}>
        <Box component="dl" sx={{ m: 0 }}>
          {contact
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <Box key={key} sx={{ display: "flex", gap: 1 }}>
                <Box component="dt" sx={{ color: "text.secondary" }}>
                  {translate(`${P}.${key}`)}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
        </Box>
      </Section>
      <Section id="my-profile-locations" title={translate(`${P}.locations`)}>
        <Names
          items={member.locations.map((l) => l.name)}
          empty={translate(`${P}.no_locations`)}
        />
      </Section>
      <Section id="my-profile-services" title={translate(`${P}.services`)}>
        <Names
          items={member.services.map((s) => s.name)}
          empty={translate(`${P}.no_services`)}
        />
      </Section>
      <Section id="my-profile-shifts" title={translate(`${P}.shifts`)}>
        <Names
          items={member.shifts.map(
            (s) =>
              `${formatDay(s.date, tag, "short")} ${formatTime(s.start_at, tag, s.time_zone)}–${formatTime(s.end_at, tag, s.time_zone)} · ${s.location}`,
          )}
          empty={translate(`${P}.no_shifts`)}
        />
      </Section>
      <Typography variant="body2" color="text.secondary">
        {translate(`${P}.read_only`)}
      </Typography>
    </CardContent>
  );
};

/**
 * "My profile" (issue 12): the signed-in user's own team-member details,
 * read-only, for every staff member linked to one, whatever their
 * permissions (GET me/team-member).
 */
export const MyProfilePage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data, isPending, error } = useQuery({
    queryKey: ["me", "team-member"],
    queryFn: () =>
      dataProvider.getJson<MyTeamMember>("me", {
        path: "team-member",
        silent: true,
      }),
    retry: false,
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${P}.title`)} />
      {isPending ? (
        <PageLoading />
      ) : error || !data ? (
        <CardContent>
          <Alert severity="info">{translate(`${P}.not_linked`)}</Alert>
        </CardContent>
      ) : (
        <Profile member={data} />
      )}
    </Card>
  );
};
