import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, type ReactNode } from "react";
import { Title, useLocaleState, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { LOCALES } from "../i18n/locales";
import { entryUrl } from "../layout/menuIndex";
import { SettingsToggleButton } from "../layout/settings";
import { useAccessSubject } from "../providers/currentUser";
import { settingsSections, type SettingsSection } from "./settingsAreas";

const P = "app.settings_page";

/** A card with a level-2 heading that names it. */
const SectionCard = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => (
  <Card component="section" aria-labelledby={id}>
    <CardContent>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const sectionId = (key: string) => `settings-${key.replace(/\W+/g, "-")}`;

const AreaLinks = ({ section }: { section: SettingsSection }) => {
  const translate = useTranslate();
  return (
    <SectionCard
      id={sectionId(section.key)}
      title={translate(section.labelKey)}
    >
      <List dense disablePadding>
        {section.entries.map((entry) => (
          <ListItem key={entry.key} disablePadding>
            <ListItemButton component={Link} to={entryUrl(entry)}>
              <ListItemText primary={translate(entry.labelKey)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
};

/** The interface language and the layout panel (src/layout/settings). */
const LanguageAndDisplay = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <SectionCard
      id={sectionId("language-display")}
      title={translate(`${P}.language_display`)}
    >
      <Box sx={{ display: "grid", gap: 2, justifyItems: "start" }}>
        <TextField
          select
          label={translate(`${P}.language`)}
          value={locale}
          onChange={(event) => setLocale(event.target.value)}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 200 }}
        >
          {LOCALES.map(({ code, name, tag }) => (
            <option key={code} value={code} lang={tag}>
              {name}
            </option>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {translate(`${P}.display_hint`)}
        </Typography>
        <SettingsToggleButton text />
      </Box>
    </SectionCard>
  );
};

/**
 * Settings (`/settings`, the top bar's gear): the settings areas of the
 * menu that this user may open, grouped as the menu groups them, and the
 * user's own language and display.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const sections = useMemo(() => settingsSections(subject), [subject]);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(`${P}.title`)} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${P}.intro`)}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns:
            "repeat(auto-fill, minmax(min(100%, 280px), 1fr))",
          alignItems: "start",
        }}
      >
        {sections.map((section) => (
          <AreaLinks key={section.key} section={section} />
        ))}
        <LanguageAndDisplay />
      </Box>
    </Box>
  );
};
