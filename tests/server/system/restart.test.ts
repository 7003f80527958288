import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isAlive } from "../../../server/src/db/dirLock";
import { startServer, waitHealthy, type ServerProcess } from "./serverProcess";
import { TIMEOUTS } from "../../support/timeouts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-restart-"));
const running: ServerProcess[] = [];

async function login(base: string) {
  const res = await fetch(`${base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "demo@example.com",
      password: "DemoPass#2026",
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: string }).data;
}

const postmasterPid = () => {
  const file = path.join(dataDir, "pg", "postmaster.pid");
  return fs.existsSync(file)
    ? Number(fs.readFileSync(file, "utf8").split("\n")[0])
    : undefined;
};

afterAll(async () => {
  for (const s of running)
    if (s.child.exitCode === null) s.child.kill("SIGKILL");
  const pid = postmasterPid();
  if (pid && isAlive(pid)) {
    process.kill(pid, "SIGINT");
    const deadline = Date.now() + TIMEOUTS.serverStart;
    while (isAlive(pid) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("server process on the embedded database", () => {
  it("survives SIGKILL with every acknowledged write, refuses a second server, and stops cleanly on SIGTERM", async () => {
    const first = await startServer(dataDir, { DEMO_SEED: "1" });
    running.push(first);
    await waitHealthy(first);
    const token = await login(first.baseUrl);

    const created: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${first.baseUrl}/merchant/clients`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          first_name: `Durable ${i}`,
          last_name: "Write",
        }),
      });
      expect(res.status).toBe(201);
      created.push(((await res.json()) as { id: number }).id);
    }

    // A second server on the same DATA_DIR exits at once with a clear message.
    const second = await startServer(dataDir);
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already running with DATA_DIR/);

    // Kill the first without any chance to clean up: its PostgreSQL is left behind.
    first.child.kill("SIGKILL");
    await first.exited;
    const orphan = postmasterPid();
    expect(orphan && isAlive(orphan)).toBe(true);

    const third = await startServer(dataDir);
    running.push(third);
    await waitHealthy(third);
    const again = await login(third.baseUrl);
    const res = await fetch(
      `${third.baseUrl}/merchant/clients?filter=${encodeURIComponent(JSON.stringify({ id: created }))}`,
      { headers: { authorization: `Bearer ${again}` } },
    );
    const rows = (await res.json()) as { id: number; first_name: string }[];
    expect(rows.map((r) => r.id).sort()).toEqual([...created].sort());
    expect(orphan && isAlive(orphan)).toBe(false);

    // SIGTERM: the server drains, closes the pool, and shuts PostgreSQL down.
    const pgPid = postmasterPid();
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
    expect(pgPid && isAlive(pgPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  });
});
