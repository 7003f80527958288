/**
 * A small reader of the MIME messages the server sends (nodemailer's
 * output): headers, the plain-text and HTML parts decoded, and the inline
 * attachments. Enough for tests; not a general parser.
 */
export interface MailPart {
  headers: Record<string, string>;
  contentType: string;
  body: Buffer;
}

export interface ParsedMail {
  headers: Record<string, string>;
  /** The Subject header, its encoded words decoded. */
  subject: string;
  text: string;
  html: string | undefined;
  /** Leaf parts that are neither the text nor the HTML part (the logo). */
  attachments: MailPart[];
}

function splitHead(raw: string): [Record<string, string>, string] {
  const m = /\r?\n\r?\n/.exec(raw);
  const head = m ? raw.slice(0, m.index) : raw;
  const body = m ? raw.slice(m.index + m[0].length) : "";
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0)
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return [headers, body];
}

function decode(body: string, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
            String.fromCharCode(parseInt(h, 16)),
          ),
        "latin1",
      );
    default:
      return Buffer.from(body, "utf8");
  }
}

function leaves(raw: string): MailPart[] {
  const [headers, body] = splitHead(raw);
  const contentType = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts
      .filter((p) => !p.startsWith("--"))
      .flatMap((p) => leaves(p.replace(/^\r?\n/, "")));
  }
  return [
    {
      headers,
      contentType,
      body: decode(body, headers["content-transfer-encoding"]),
    },
  ];
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g,
      (_m, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decode(data.replace(/_/g, " "), "quoted-printable").toString(
              "utf8",
            ),
    );
}

export function parseMail(raw: string): ParsedMail {
  const [headers] = splitHead(raw);
  const parts = leaves(raw);
  const isType = (p: MailPart, t: string) =>
    p.contentType.toLowerCase().startsWith(t) &&
    !/attachment/i.test(p.headers["content-disposition"] ?? "");
  const text = parts.find((p) => isType(p, "text/plain"));
  const html = parts.find((p) => isType(p, "text/html"));
  return {
    headers,
    subject: decodeHeader(headers.subject ?? ""),
    text: text?.body.toString("utf8") ?? "",
    html: html?.body.toString("utf8"),
    attachments: parts.filter((p) => p !== text && p !== html),
  };
}
