import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAlive, processState } from "../../../server/src/db/dirLock";
import { waitFor } from "../../../server/src/db/postmasterFile";
import { startServer, waitHealthy, type ServerProcess } from "./serverProcess";
import { TIMEOUTS } from "../../support/timeouts";

/**
 * The embedded PostgreSQL under a running server, and starts after a crash,
 * as an operator meets them: the OOM killer takes the postmaster, a killed
 * server is not reaped at once, the port is taken.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-supervise-"));
const running: ServerProcess[] = [];
const stopped: number[] = [];

const postmasterFile = path.join(dataDir, "pg", "postmaster.pid");
const postmasterPid = () =>
  fs.existsSync(postmasterFile)
    ? Number(fs.readFileSync(postmasterFile, "utf8").split("\n")[0])
    : undefined;

async function start(env: Record<string, string> = {}, wrapped = false) {
  const s = await startServer(dataDir, { DEMO_SEED: "0", ...env }, { wrapped });
  running.push(s);
  return s;
}

async function signUp(base: string) {
  const res = await fetch(`${base}/auth/merchantSignUp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      business_name: "Supervised Spa",
      name: "Owner",
      email: `owner-${Date.now()}-${Math.random()}@example.com`,
      password: "Supervise#2026",
      confirm_password: "Supervise#2026",
      currency_code: "EUR",
      country_code: "AT",
      timezone: "Europe/Vienna",
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

afterAll(async () => {
  for (const pid of stopped) process.kill(pid, "SIGCONT");
  for (const s of running)
    if (s.child.exitCode === null) s.child.kill("SIGKILL");
  const pid = postmasterPid();
  if (pid && isAlive(pid)) {
    process.kill(pid, "SIGINT");
    await waitFor(() => !isAlive(pid), TIMEOUTS.serverStart);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a server on the embedded database", () => {
  let first: ServerProcess;
  let serverPid: number;

  // The first start (initdb, every migration) takes the hook's longer time.
  beforeAll(async () => {
    first = await start({}, true);
    await waitHealthy(first);
    serverPid = Number(/server pid (\d+)/.exec(first.output())?.[1]);
  });

  it("starts PostgreSQL again when it is killed under the running server, which serves again by itself", async () => {
    const killed = postmasterPid()!;
    process.kill(killed, "SIGKILL"); // what the OOM killer does
    await expect
      .poll(
        async () => {
          const now = postmasterPid();
          if (!now || now === killed || !isAlive(now)) return false;
          return (await fetch(`${first.baseUrl}/health`)).status;
        },
        { timeout: TIMEOUTS.serverStart },
      )
      .toBe(200);
    await signUp(first.baseUrl);
    expect(isAlive(serverPid)).toBe(true);
    expect(first.output()).toMatch(/PostgreSQL died \(signal SIGKILL\)/);
  });

  it("starts at the first try after a crash whose processes are not reaped yet", async () => {
    // The shell that started the server is stopped: the server, killed, stays a zombie.
    process.kill(first.child.pid!, "SIGSTOP");
    stopped.push(first.child.pid!);
    const orphan = postmasterPid()!;
    process.kill(serverPid, "SIGKILL");
    await expect.poll(() => processState(serverPid)).toBe("Z");
    // Its postmaster dies as well and, on a host that reaps slowly, its pid
    // in postmaster.pid is a zombie too: the killed server's pid stands in
    // for it here (a postmaster's zombie lasts only while its parent lives).
    process.kill(orphan, "SIGKILL");
    await expect.poll(() => isAlive(orphan)).toBe(false);
    const lines = fs.readFileSync(postmasterFile, "utf8").split("\n");
    lines[0] = String(serverPid);
    fs.writeFileSync(postmasterFile, lines.join("\n"));

    const second = await start();
    await waitHealthy(second);
    await signUp(second.baseUrl);
    expect(processState(serverPid)).toBe("Z"); // still not reaped
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("exits 1 and stops its PostgreSQL when it cannot listen", async () => {
    const taken = net.createServer();
    await new Promise<void>((r) => taken.listen(0, "127.0.0.1", r));
    try {
      const port = (taken.address() as net.AddressInfo).port;
      const third = await start({ PORT: String(port) });
      expect(await third.exited).toBe(1);
      expect(third.output()).toMatch(/port is already in use/);
      const pid = postmasterPid();
      expect(pid === undefined || !isAlive(pid)).toBe(true);
      expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    } finally {
      taken.close();
    }
  });
});
