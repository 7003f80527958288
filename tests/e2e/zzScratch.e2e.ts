import { describe, it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { REPORT_SCREENS } from "../../src/reports/reportList";

const app = serverAndBrowser({ DEMO_SEED: "1" });

describe("scratch", () => {
  it("times", async () => {
    const login = await fetch(`${app.server.url}/wellness/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "demo@example.com", password: "DemoPass#2026" }) });
    const token = (await login.json()).data;
    for (let k = 0; k < 2; k++)
      for (const r of REPORT_SCREENS) {
        for (const q of ["", "from=2026-05-01&to=2026-11-30", "view=list"]) {
          const t0 = Date.now();
          const res = await fetch(`${app.server.url}/wellness/merchant/reports/${r.name}?${q}`, { headers: { Authorization: `Bearer ${token}` } });
          const body = await res.text();
          console.log(r.name, q, res.status, Date.now() - t0, "ms", body.length);
        }
      }
  }, 600_000);
});
