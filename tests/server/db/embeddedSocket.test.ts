import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../../server/src/db/embeddedPostgres";

/** How the server reaches its embedded PostgreSQL: a Unix socket when the path allows, else loopback TCP. */
async function connectionOf(dataDir: string) {
  const embedded = await startEmbeddedPostgres(dataDir, () => undefined);
  try {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    try {
      const {
        rows: [row],
      } = await client.query<{ addr: string | null }>(
        "select client_addr::text as addr from pg_stat_activity where pid = pg_backend_pid()",
      );
      // Other tools still reach it on 127.0.0.1.
      const tcp = new pg.Client({
        host: "127.0.0.1",
        port: embedded.port,
        user: "postgres",
        password: new URL(embedded.url).password,
        database: "postgres",
      });
      await tcp.connect();
      await tcp.end();
      return row.addr;
    } finally {
      await client.end();
    }
  } finally {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("embedded PostgreSQL connection", () => {
  it("goes through a Unix socket in the cluster's directory", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-sock-"));
    expect(await connectionOf(dir)).toBeNull();
  });

  it("falls back to loopback TCP when the socket's path would be too long", async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-sock-"));
    fs.chmodSync(base, 0o711); // PostgreSQL's own user must pass through it when the tests run as root
    const dir = path.join(base, "a-data-directory-with-a-long-name".repeat(3));
    try {
      expect(await connectionOf(dir)).toBe("127.0.0.1/32");
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});
