import { it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { createOwner, signIn } from "./support/flows";
import { expectAccessible, accessibilityViolations, describeViolations } from "./support/accessibility";
import { sidewaysOverflow } from "./support/viewportChecks";
const app = serverAndBrowser({ DEMO_SEED: "0" });
const DAY = "2026-11-25";
const iv = (a: string, b: string) => ({ start_at: `${DAY}T${a}:00.000Z`, end_at: `${DAY}T${b}:00.000Z` });
const frame = { time_zone: "Europe/London", location: { id: 1, name: "Main" }, days: [{ date: DAY, open: [iv("09:00", "18:00")], close_date: null }],
  team_members: [
    { id: 1, name: "Anna Therapist", colour: "#C62828", department_id: null, sort_order: 1, working: [iv("09:00", "13:00"), iv("14:00", "18:00")], time_off: [{ id: 1, type: "personal", note: "Dentist", ...iv("13:00", "14:00") }] },
    { id: 2, name: "Bea Therapist", colour: "#1565C0", department_id: null, sort_order: 2, working: [iv("10:00", "16:00")], time_off: [] },
    { id: 3, name: "Carl Long-Name Therapist", colour: null, department_id: null, sort_order: 3, working: [iv("09:00", "18:00")], time_off: [] },
  ], resources: [] };
const svc = (id: number, m: number, a: string, b: string, extra = "none") => ({ id, service_id: 1, service_name: "Deep tissue massage", pricing_option_id: 1, pricing_option_name: "60 min", team_member_id: m, resource_id: null, ...iv(a, b), duration_minutes: 60, extra_time_type: extra, extra_time_minutes: extra === "none" ? 0 : 15, price: 6000, is_requested_member: false, sequence: 1 });
const appt = (id: number, name: string, status: string, s: object) => ({ id, reference: `A-00000${id}`, client_id: id, client: { id, first_name: name, last_name: "Walker", mobile: null, email: null }, location_id: 1, status, channel: "phone", start_at: "", end_at: "", notes: null, cancellation_reason_id: null, cancelled_at: null, cancelled_by: null, is_late_cancellation: false, services: [s] });
const appts = [appt(1, "Nora", "booked", svc(11, 1, "10:00", "11:00", "processing_after")), appt(2, "Olga", "confirmed", svc(12, 2, "11:00", "12:00")), appt(3, "Petra", "arrived", svc(13, 3, "09:30", "10:00"))];
for (const [lang, width] of [["en", 1280], ["ae", 1280], ["en", 375], ["ae", 375]] as const)
it(`probe ${lang} ${width}`, async () => {
  const owner = await createOwner(app.server.url, "probe");
  const { page, errors } = await app.newPage({ width, height: 800 });
  await page.route("**/calendar/frame**", (r) => r.fulfill({ json: frame }));
  await page.route("**/merchant/appointments?**", (r) => r.fulfill({ json: appts, headers: { "Content-Range": "appointments 0-2/3", "Access-Control-Expose-Headers": "Content-Range" } }));
  await signIn(page, owner.email, owner.password);
  if (lang === "ae") await page.context().addCookies([{ name: "lang", value: "ae", url: app.server.url }]);
  await page.goto(`/calendar?date=${DAY}`);
  await page.locator("[data-appointment]").first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/probe-${lang}-${width}.png`, fullPage: false });
  console.log(lang, width, "overflow", await sidewaysOverflow(page), errors);
  try { await expectAccessible(page, "cal"); console.log("a11y ok"); } catch (e) { console.log("A11Y", JSON.stringify((e as any).actual ?? String(e)).slice(0, 4000)); }
  if (width > 400 && lang === "en") {
    await page.getByRole("button", { name: "Book Anna Therapist at 02:00 PM" }).click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/probe-form.png` });
    console.log("FORM", describeViolations(await accessibilityViolations(page)));
  }
}, 90000);
