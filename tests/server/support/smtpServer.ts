import net from "node:net";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mail";

export interface ReceivedMail extends ParsedMail {
  to: string[];
  raw: string;
}

/**
 * How the test mail server behaves: `accept` delivers; `defer` answers
 * 451 to every recipient; `silent` accepts connections and never greets;
 * `refuse` is not listening (connections are refused).
 */
export type SmtpMode = "accept" | "defer" | "silent" | "refuse";

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  inbox: ReceivedMail[];
  /** Connections made to it, in any mode but `refuse`. */
  readonly connections: number;
  setMode(mode: SmtpMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) behind a front port that can stop
 * listening, or accept and stay silent, as a failing mail server does.
 */
export async function startTestSmtp(
  initial: SmtpMode = "accept",
): Promise<TestSmtp> {
  let mode: SmtpMode = initial;
  const inbox: ReceivedMail[] = [];
  let connections = 0;
  const backend = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, cb) {
      if (mode === "defer")
        return cb(
          Object.assign(new Error("Try again later"), { responseCode: 451 }),
        );
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        inbox.push({
          ...parseMail(raw),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => backend.listen(0, "127.0.0.1", r));
  const backendPort = (backend.server.address() as AddressInfo).port;

  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    if (mode === "silent") return;
    const upstream = net.connect(backendPort, "127.0.0.1");
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    upstream.on("close", () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      front.once("error", reject);
      front.listen(port, "127.0.0.1", () => {
        front.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (front.address() as AddressInfo).port;
  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      front.close(() => resolve());
    });
  if (initial === "refuse") await stopListening();

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    get connections() {
      return connections;
    },
    async setMode(next) {
      if (next === mode) return;
      const wasListening = mode !== "refuse";
      // Connections held open by a silent server end with it.
      if (mode === "silent") for (const s of sockets) s.destroy();
      mode = next;
      if (next === "refuse" && wasListening) await stopListening();
      if (next !== "refuse" && !wasListening) await listen(port);
    },
    async close() {
      if (mode !== "refuse") await stopListening();
      await new Promise<void>((r) => backend.close(() => r()));
    },
  };
}
