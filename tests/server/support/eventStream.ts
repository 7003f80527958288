import http from "node:http";
import { TIMEOUTS } from "../../support/timeouts";

export interface StreamEvent {
  event: string;
  data: string;
}

/** A server-sent-events client for tests: what arrived, and waiting for more. */
export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  comments: string[];
  /** Everything received so far, as sent. */
  text(): string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  waitFor(pred: () => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** GETs `url` and parses the text/event-stream answer as it arrives. */
export function openEventStream(url: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    // As a browser asks: compressed if possible (a stream must not be).
    const headers = { "accept-encoding": "gzip, deflate, br" };
    const req = http.get(url, { headers }, (res) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = "";
      let all = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        all += chunk;
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) comments.push(line.slice(1).trim());
            else if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trim());
          }
          if (data.length) events.push({ event, data: data.join("\n") });
        }
        for (const w of waiters) w();
      });
      const ended = new Promise<void>((done) => {
        res.on("end", done);
        res.on("close", done);
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        text: () => all,
        ended,
        waitFor: (pred, timeoutMs = TIMEOUTS.condition) =>
          new Promise((ok, fail) => {
            if (pred()) return ok();
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`Nothing matching arrived in ${timeoutMs} ms`));
            }, timeoutMs);
            const check = () => {
              if (!pred()) return;
              clearTimeout(timer);
              waiters.delete(check);
              ok();
            };
            waiters.add(check);
          }),
        close: () => req.destroy(),
      });
    });
    req.on("error", reject);
  });
}
