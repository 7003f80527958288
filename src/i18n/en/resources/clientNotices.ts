/** English: what archiving clients says (merged into `resources.clients`). */
export default {
  notifications: {
    deleted: "Client archived |||| %{smart_count} clients archived",
  },
  bulk: {
    selected: "1 client selected |||| %{smart_count} clients selected",
    archive_title: "Archive the client? |||| Archive %{smart_count} clients?",
    archive_content:
      "The client leaves the list; their history is kept and they can be restored. |||| These %{smart_count} clients leave the list; their history is kept and they can be restored.",
  },
};
