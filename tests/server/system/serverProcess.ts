import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../../server/src/db/embeddedCluster";
import { TIMEOUTS } from "../../support/timeouts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** The server's own way to find a free port (its embedded PostgreSQL uses it). */
export { freePort };

const SERVER_ARGS = ["--import", "tsx", "server/src/server.ts"];

/**
 * Starts server/src/server.ts in its own process, as `npm run dev:server`
 * would. With `wrapped`, the server is the child of a shell (`child`) that
 * reaps it only when it gets to run: stopping the shell (SIGSTOP) leaves a
 * killed server a zombie, as a busy init or a container's PID 1 would.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  { wrapped = false }: { wrapped?: boolean } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const [command, args] = wrapped
    ? [
        "/bin/sh",
        [
          "-c",
          `"$0" "$@" & echo "server pid $!"; wait`,
          process.execPath,
          ...SERVER_ARGS,
        ],
      ]
    : [process.execPath, SERVER_ARGS];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      JWT_SECRET: "system-test-secret-0123456789-abcdefghijklmnop",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}/wellness`,
    output: () => out,
    exited,
  };
}

export async function waitHealthy(
  s: ServerProcess,
  timeoutMs: number = TIMEOUTS.serverStart,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (s.child.exitCode !== null)
      throw new Error(`server exited early:\n${s.output()}`);
    try {
      const res = await fetch(`${s.baseUrl}/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy in time:\n${s.output()}`);
}
