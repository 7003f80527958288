import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { Title, useTranslate } from "react-admin";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { TipChoice } from "../../server/src/shared/money";
import { AccessDenied } from "../layout/AccessDenied";
import { canAccessServices } from "../providers/accessControl";
import { useAccessSubject } from "../providers/currentUser";
import { CHECKOUT_SERVICES } from "./access";
import { AddItems } from "./AddItems";
import { getCurrentUser } from "../providers/currentUser";
import { CartLines, C } from "./CartLines";
import { appointmentLines } from "./catalogueLines";
import {
  cartFigures,
  checkoutBody,
  errorsByField,
  missingMember,
  paidTowardItems,
  rowCharge,
  type CartLine,
  type PaymentRow,
} from "./cartModel";
import { ClientChooser, type ChosenClient } from "./ClientChooser";
import { PaymentPanel } from "./PaymentPanel";
import { TipButtons, TotalsPanel } from "./TotalsPanel";
import { useCheckoutData } from "./useCheckoutData";
import { useDealCode } from "./useDealCode";
import { useSubmitCheckout } from "./useSubmitCheckout";

/** One term for taking money, here and in a sale's Add payment dialog. */
const TAKE_PAYMENT = "resources.sales.payment.submit";

const numberParam = (v: string | null) =>
  v && /^\d+$/.test(v) ? Number(v) : null;

/** `/checkout` (a walk-in "New sale") and `/checkout?appointment_id=N` (issue 22). */
export const CheckoutPage = () => {
  const subject = useAccessSubject();
  if (subject && !canAccessServices(subject, CHECKOUT_SERVICES))
    return <AccessDenied />;
  return <Checkout />;
};

const Checkout = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const appointmentId = numberParam(params.get("appointment_id"));
  const [locationChoice, setLocationChoice] = useState<number | null>(
    numberParam(params.get("location_id")),
  );
  const [cart, setCart] = useState<CartLine[]>([]);
  const [prefilled, setPrefilled] = useState(false);
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [dealCode, setDealCode] = useState("");
  const [notes, setNotes] = useState("");
  const [tip, setTip] = useState<TipChoice | null>(null);
  const [rows, setRows] = useState<PaymentRow[]>([]);
  const [at] = useState(() => new Date().toISOString());

  const data = useCheckoutData(locationChoice, appointmentId);
  const { locationId } = data;
  const location = data.locations.find((l) => l.id === locationId);
  const { submit, busy, failure } = useSubmitCheckout();
  const typedDeal = useDealCode(dealCode, locationId);
  // The catalogue's deals plus the one the typed code names (the server's match).
  const deals = useMemo(
    () =>
      typedDeal.deal
        ? [
            ...data.deals.filter((d) => d.id !== typedDeal.deal!.id),
            typedDeal.deal,
          ]
        : data.deals,
    [data.deals, typedDeal.deal],
  );

  // The appointment's services, once the catalogue that prices them is read.
  if (!prefilled && data.ready && data.appointment) {
    setPrefilled(true);
    setCart((c) => [
      ...appointmentLines(data, location, data.appointment!),
      ...c,
    ]);
    if (data.appointment.client) setClient(data.appointment.client);
  }

  const figures = useMemo(
    () =>
      cartFigures(cart, {
        prices_include_tax: data.pricesIncludeTax,
        location_id: locationId ?? 0,
        client_id: client?.id ?? null,
        channel: data.appointment?.channel ?? "in_store",
        at,
        deal_code: dealCode,
        deals,
        tips: data.tips,
        tip,
      }),
    [cart, data, deals, locationId, client, at, dealCode, tip],
  );
  const { totals } = figures;
  const remaining = totals.total - paidTowardItems(rows);
  const charged = rows.reduce(
    (a, _, i) => a + rowCharge(rows, i, figures.tip),
    0,
  );
  const toPay = totals.total + figures.tip - charged;
  const errors = errorsByField(failure?.errors, cart, rows);
  const lineTrouble =
    figures.lineErrors.some((e) => e !== null) || cart.some(missingMember);
  // Who performed a service added here: the signed-in member, else the one
  // on the cart's last service (the appointment's), else the only member.
  const defaultMember = (): number | null => {
    const own = getCurrentUser()?.team_member_id;
    if (own && data.teamMembers.has(own)) return own;
    const last = [...cart]
      .reverse()
      .find((l) => l.item_type === "service" && l.team_member_id);
    if (last?.team_member_id) return last.team_member_id;
    return data.teamMembers.size === 1 ? [...data.teamMembers.keys()][0] : null;
  };
  // What became of the typed code, once the server has matched it.
  const dealTrouble =
    dealCode.trim() && typedDeal.settled
      ? (typedDeal.refusal ??
        (figures.dealRefusal ? translate(`${C}.deal_not_applied`) : null))
      : null;
  const blocked =
    data.appointment &&
    (data.appointment.status === "cancelled" ||
      data.appointment.status === "no_show");

  const send = async (pay: boolean) => {
    if (locationId === undefined) return;
    const body = checkoutBody(
      cart,
      {
        location_id: locationId,
        client_id: client?.id ?? null,
        appointment_id: appointmentId,
        deal_code: dealCode,
        notes,
        tip: pay ? tip : null,
      },
      pay ? rows : [],
    );
    const sale = await submit(body);
    if (sale) navigate(`/sales/${sale.id}/show`);
  };

  const generalErrors = Object.entries(errors).filter(
    ([k]) =>
      !cart.some((l) => k.startsWith(`${l.key}.`)) &&
      !rows.some((r) => k.startsWith(`${r.key}.`)),
  );

  return (
    // react-admin's layout already gives the page its one <main>.
    <Box sx={{ p: { xs: 1, sm: 2 }, display: "grid", gap: 2 }}>
      <Title title={translate(`${C}.title`)} />
      <Typography variant="h5" component="h1">
        {data.appointment
          ? translate(`${C}.title_appointment`, {
              reference: data.appointment.reference,
            })
          : translate(`${C}.title`)}
      </Typography>
      {blocked && (
        <Alert severity="warning">{translate(`${C}.not_billable`)}</Alert>
      )}
      {failure && (failure.status === 0 || failure.status >= 500) && (
        <Alert severity="error" role="alert">
          {translate(`${C}.network_error`)}
        </Alert>
      )}
      {failure &&
        failure.status >= 400 &&
        failure.status < 500 &&
        !failure.errors && (
          <Alert severity="error" role="alert">
            {failure.message}
          </Alert>
        )}
      {generalErrors.length > 0 && (
        <Alert severity="error" role="alert">
          {generalErrors.map(([k, m]) => (
            <div key={k}>{m}</div>
          ))}
        </Alert>
      )}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: {
            xs: "minmax(0, 1fr)",
            md: "minmax(0, 3fr) minmax(0, 2fr)",
          },
        }}
      >
        <Paper
          component="section"
          aria-label={translate(`${C}.items`)}
          sx={{ p: 2, display: "grid", gap: 2 }}
        >
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            {!appointmentId && (
              <TextField
                select
                size="small"
                label={translate(`${C}.location`)}
                value={locationId ?? ""}
                onChange={(e) => setLocationChoice(Number(e.target.value))}
                sx={{ minWidth: 180 }}
              >
                {data.locations
                  .filter((l) => !l.archived_at)
                  .map((l) => (
                    <MenuItem key={l.id} value={l.id}>
                      {l.name}
                    </MenuItem>
                  ))}
              </TextField>
            )}
            <ClientChooser client={client} onClient={setClient} />
          </Box>
          <CartLines
            cart={cart}
            lines={figures.lines}
            lineErrors={figures.lineErrors}
            dealNames={figures.deals.map(
              (d) => d?.code ?? (d ? translate(`${C}.flash_sale`) : null),
            )}
            members={data.teamMembers}
            errors={errors}
            onChange={(key, patch) =>
              setCart((c) =>
                c.map((l) => (l.key === key ? { ...l, ...patch } : l)),
              )
            }
            onRemove={(key) => setCart((c) => c.filter((l) => l.key !== key))}
          />
          <AddItems
            data={data}
            location={location}
            onAdd={(l) =>
              setCart((c) => [
                ...c,
                l.item_type === "service" && !l.team_member_id
                  ? { ...l, team_member_id: defaultMember() }
                  : l,
              ])
            }
          />
          <TextField
            size="small"
            label={translate(`${C}.deal_code`)}
            value={dealCode}
            onChange={(e) => setDealCode(e.target.value)}
            error={!!errors.deal_code || !!dealTrouble}
            helperText={errors.deal_code ?? dealTrouble ?? undefined}
            slotProps={{ htmlInput: { dir: "ltr" } }}
            sx={{ maxWidth: 260 }}
          />
          <TextField
            size="small"
            multiline
            // Two rows: one small row is 23 px, under WCAG 2.2's 24 px target.
            minRows={2}
            label={translate(`${C}.notes`)}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </Paper>
        <Paper
          component="section"
          aria-label={translate(`${C}.pay`)}
          sx={{ p: 2, display: "grid", gap: 2, alignContent: "start" }}
        >
          <TotalsPanel
            totals={{ ...totals, tip_total: figures.tip }}
            toPay={toPay}
          />
          <TipButtons
            settings={data.tips}
            base={figures.tipBase}
            tip={tip}
            error={figures.tipError ?? errors.tip ?? null}
            onTip={setTip}
          />
          <PaymentPanel
            types={data.paymentTypes}
            rows={rows}
            tip={figures.tip}
            remaining={remaining}
            errors={errors}
            onRows={setRows}
          />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            <Button
              variant="outlined"
              disabled={busy || !cart.length || lineTrouble || !!blocked}
              onClick={() => void send(false)}
            >
              {translate(`${C}.save_unpaid`)}
            </Button>
            <Button
              variant="contained"
              disabled={
                busy || !cart.length || lineTrouble || !!blocked || !rows.length
              }
              onClick={() => void send(true)}
            >
              {translate(TAKE_PAYMENT)}
            </Button>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
};
