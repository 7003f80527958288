/** Español: lo que dice el archivado de clientes (en `resources.clients`). */
export default {
  notifications: {
    deleted: "Cliente archivado |||| %{smart_count} clientes archivados",
  },
  bulk: {
    selected:
      "1 cliente seleccionado |||| %{smart_count} clientes seleccionados",
    archive_title:
      "¿Archivar el cliente? |||| ¿Archivar %{smart_count} clientes?",
    archive_content:
      "El cliente sale de la lista; su historial se conserva y se puede restaurar. |||| Estos %{smart_count} clientes salen de la lista; su historial se conserva y se pueden restaurar.",
  },
};
