import type { CatalogueOf } from "../../en";
import type enPurchaseOrders from "../../en/resources/purchase-orders";

/** Spanish texts of `resources.purchase-orders`. */
const purchaseOrders: CatalogueOf<typeof enPurchaseOrders> = {
  name: "Orden de compra |||| Órdenes de compra",
  fields: {
    id: "Id",
    po_number: "N.º de orden",
    supplier_id: "Proveedor",
    supplier_name: "Proveedor",
    location_id: "Entregar en",
    location_name: "Entregar en",
    status: "Estado",
    order_date: "Fecha de pedido",
    expected_date: "Prevista",
    ordered_at: "Pedida",
    received_at: "Recibida",
    supplier_invoice_no: "N.º de factura del proveedor",
    reference: "Referencia",
    notes: "Notas",
    shipping_cost: "Envío",
    subtotal: "Subtotal",
    tax_total: "Impuestos",
    total: "Total",
    lines: "Líneas",
    product_id: "Producto",
    quantity_ordered: "Cant. pedida",
    quantity_received: "Cant. recibida",
    outstanding: "Pendiente",
    unit_cost: "Coste unitario",
    line_total: "Total de línea",
    note: "Nota",
  },
  filters: {
    status: "Estado",
    supplier_id: "Proveedor",
    location_id: "Entregar en",
    from: "Pedida desde",
    to: "Pedida hasta",
  },
  statuses: {
    draft: "Borrador",
    ordered: "Pedida",
    partially_received: "Recibida en parte",
    received: "Recibida",
    cancelled: "Cancelada",
  },
  helpers: {
    location_first: "Elige primero el local de entrega",
    no_products: "No se encontró ningún producto con control de stock",
    unit_cost: "Vacío: el precio de compra",
    location: "El stock se recibe aquí",
    notes: "Se imprime en la orden",
  },
  totals: {
    before_tax: "Subtotal con envío",
    tax_on_save: "Los impuestos y el total se calculan al guardar la orden.",
  },
  validation: {
    quantity: "Introduce un número entero mayor que 0",
    not_negative: "No puede ser negativo",
    no_lines: "Añade al menos un producto",
    duplicate_product: "Cada producto solo puede aparecer en una línea",
  },
  closed_short: "cerrada con faltantes",
  actions: {
    order: "Marcar como pedida",
    receive: "Recibir",
    close: "Cerrar con faltantes",
    cancel: "Cancelar orden",
    email: "Enviar al proveedor",
    print: "Imprimir",
  },
  transitions: {
    order: {
      title: "¿Marcar %{number} como pedida?",
      content: "Las líneas quedan bloqueadas una vez hecho el pedido.",
      button: "Marcar como pedida",
      done: "%{number} marcada como pedida",
    },
    cancel: {
      title: "¿Cancelar %{number}?",
      content: "Una orden cancelada no se puede recibir ni reabrir.",
      button: "Cancelar orden",
      done: "%{number} cancelada",
    },
    close: {
      title: "¿Cerrar %{number} con faltantes?",
      content: "Lo pendiente no se entregará; la orden pasa a recibida.",
      button: "Cerrar con faltantes",
      done: "%{number} cerrada con faltantes",
    },
  },
  receive: {
    title: "Recibir %{number}",
    arriving: "Llega ahora",
    arriving_for: "Llega ahora: %{product}",
    invalid: "Número entero, 0 o más",
    nothing: "Introduce una cantidad en al menos una línea.",
    over_confirm:
      "Llega más de lo pedido de: %{products}. ¿Recibirlo igualmente?",
    submit: "Recibir",
    confirm_submit: "Sí, recibir más de lo pedido",
    done: "Mercancía recibida en %{number}",
  },
  email: {
    title: "Enviar %{number} al proveedor",
    to: "Enviar a",
    to_help:
      "La dirección del proveedor. Como propietario, puede enviar el pedido a otra dirección.",
    to_fixed:
      "La dirección del proveedor. Solo el propietario puede cambiar el destinatario.",
    no_address:
      "%{supplier} no tiene dirección de correo. Pida al propietario que añada una al proveedor.",
    message: "Mensaje",
    submit: "Enviar",
    done: "Orden en cola para %{to}: la bandeja de salida la envía y reintenta si el servidor de correo no responde",
    too_many:
      "Se ha alcanzado el límite de envíos (por persona y hora, o del negocio por día). Inténtelo de nuevo más tarde.",
  },
  email_history: {
    title: "Correos al proveedor",
    empty: "Aún no se ha enviado por correo.",
    sent_at: "Enviado",
    sent_by: "Por",
    recipient: "Para",
    status: "Estado",
    message: "Mensaje",
    statuses: {
      sending: "Enviando",
      sent: "Enviado",
      failed: "Fallido",
    },
  },
  low_stock: {
    open: "Nueva orden desde stock bajo",
    title: "Nueva orden desde stock bajo",
    help: "Un borrador con cada producto del proveedor en su nivel de stock bajo o por debajo, con su cantidad de pedido menos lo que ya está pedido. Los productos cubiertos por pedidos abiertos se omiten.",
    submit: "Crear borrador",
    done: "%{number} creada con %{count} líneas",
    done_left_out:
      "%{number} creada con %{count} líneas. Omitidos por estar ya pedidos: %{products}",
    left_out_item: "%{name} (%{on_order} pedidos)",
  },
};

export default purchaseOrders;
