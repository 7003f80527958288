/** English: a save's way back to the setup checklist (`app.setup_return`). */
export default {
  back: "Back to the checklist",
};
