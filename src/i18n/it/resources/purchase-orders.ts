import type { CatalogueOf } from "../../en";
import type enPurchaseOrders from "../../en/resources/purchase-orders";

/** Italian texts of `resources.purchase-orders`. */
const purchaseOrders: CatalogueOf<typeof enPurchaseOrders> = {
  name: "Ordine di acquisto |||| Ordini di acquisto",
  fields: {
    id: "Id",
    po_number: "N. ordine",
    supplier_id: "Fornitore",
    supplier_name: "Fornitore",
    location_id: "Consegna a",
    location_name: "Consegna a",
    status: "Stato",
    order_date: "Data ordine",
    expected_date: "Prevista",
    ordered_at: "Ordinato",
    received_at: "Ricevuto",
    supplier_invoice_no: "N. fattura fornitore",
    reference: "Riferimento",
    notes: "Note",
    shipping_cost: "Spedizione",
    subtotal: "Subtotale",
    tax_total: "Imposte",
    total: "Totale",
    lines: "Righe",
    product_id: "Prodotto",
    quantity_ordered: "Qtà ordinata",
    quantity_received: "Qtà ricevuta",
    outstanding: "Da ricevere",
    unit_cost: "Costo unitario",
    line_total: "Totale riga",
    note: "Nota",
  },
  filters: {
    status: "Stato",
    supplier_id: "Fornitore",
    location_id: "Consegna a",
    from: "Ordinati dal",
    to: "Ordinati al",
  },
  statuses: {
    draft: "Bozza",
    ordered: "Ordinato",
    partially_received: "Ricevuto in parte",
    received: "Ricevuto",
    cancelled: "Annullato",
  },
  helpers: {
    location_first: "Scegli prima la sede di consegna",
    no_products: "Nessun prodotto con gestione scorte trovato",
    unit_cost: "Vuoto: il prezzo di acquisto",
    location: "La merce viene caricata qui",
    notes: "Stampate sull'ordine",
  },
  totals: {
    before_tax: "Subtotale con spedizione",
    tax_on_save:
      "Imposte e totale vengono calcolati al salvataggio dell'ordine.",
  },
  validation: {
    quantity: "Inserisci un numero intero maggiore di 0",
    not_negative: "Non può essere negativo",
    no_lines: "Aggiungi almeno un prodotto",
    duplicate_product: "Ogni prodotto può comparire in una sola riga",
  },
  closed_short: "chiuso con mancanze",
  actions: {
    order: "Segna come ordinato",
    receive: "Ricevi",
    close: "Chiudi con mancanze",
    cancel: "Annulla ordine",
    email: "Invia al fornitore",
    print: "Stampa",
  },
  transitions: {
    order: {
      title: "Segnare %{number} come ordinato?",
      content: "Dopo l'invio le righe sono bloccate.",
      button: "Segna come ordinato",
      done: "%{number} segnato come ordinato",
    },
    cancel: {
      title: "Annullare %{number}?",
      content: "Un ordine annullato non può essere ricevuto né riaperto.",
      button: "Annulla ordine",
      done: "%{number} annullato",
    },
    close: {
      title: "Chiudere %{number} con mancanze?",
      content:
        "Quanto resta da ricevere non sarà consegnato; l'ordine risulta ricevuto.",
      button: "Chiudi con mancanze",
      done: "%{number} chiuso con mancanze",
    },
  },
  receive: {
    title: "Ricevi %{number}",
    arriving: "In arrivo ora",
    arriving_for: "In arrivo ora: %{product}",
    invalid: "Numero intero, 0 o più",
    nothing: "Inserisci una quantità in almeno una riga.",
    over_confirm:
      "Arriva più dell'ordinato per: %{products}. Ricevere comunque?",
    submit: "Ricevi",
    confirm_submit: "Sì, ricevi più dell'ordinato",
    done: "Merce ricevuta su %{number}",
  },
  email: {
    title: "Invia %{number} al fornitore",
    to: "Invia a",
    to_help:
      "L'indirizzo del fornitore. Come titolare, può inviare l'ordine a un altro indirizzo.",
    to_fixed:
      "L'indirizzo del fornitore. Solo il titolare può cambiare il destinatario.",
    no_address:
      "%{supplier} non ha un indirizzo e-mail. Chieda al titolare di aggiungerne uno al fornitore.",
    message: "Messaggio",
    submit: "Invia",
    done: "Ordine in coda per %{to}: la posta in uscita lo invia e riprova se il server di posta non risponde",
    too_many:
      "È stato raggiunto il limite di invii (per persona all'ora, o per l'attività al giorno). Riprovi più tardi.",
  },
  email_history: {
    title: "E-mail al fornitore",
    empty: "Non ancora inviato per e-mail.",
    sent_at: "Inviato",
    sent_by: "Da",
    recipient: "A",
    status: "Stato",
    message: "Messaggio",
    statuses: {
      sending: "Invio in corso",
      sent: "Inviato",
      failed: "Non riuscito",
    },
  },
  low_stock: {
    open: "Nuovo ordine dalle scorte basse",
    title: "Nuovo ordine dalle scorte basse",
    help: "Una bozza con ogni prodotto del fornitore pari o sotto la scorta minima, nella sua quantità di riordino meno quanto già ordinato. I prodotti coperti dagli ordini aperti sono esclusi.",
    submit: "Crea bozza",
    done: "%{number} creato con %{count} righe",
    done_left_out:
      "%{number} creato con %{count} righe. Esclusi perché già ordinati: %{products}",
    left_out_item: "%{name} (%{on_order} ordinati)",
  },
};

export default purchaseOrders;
