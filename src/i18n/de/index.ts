import type { TranslatedMessages } from "../en";
import ra from "./ra";
import app from "./app";
import layout from "./layout";
import clients from "./resources/clients";
import teamMembers from "./resources/team-members";

/** The German catalogue, typed against English: a missing key fails tsc. */
const de: TranslatedMessages = {
  ...ra,
  app: { ...app, layout },
  resources: {
    clients,
    "team-members": teamMembers,
  },
};

export default de;
