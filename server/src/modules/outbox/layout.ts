import { mailWords } from "./words.js";

/** Text for an HTML element or attribute. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        c
      ]!,
  );

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Plain text as HTML paragraphs, its links clickable. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((para) => {
      const parts: string[] = [];
      let last = 0;
      for (const m of para.matchAll(URL_IN_TEXT)) {
        parts.push(escapeHtml(para.slice(last, m.index)));
        const url = escapeHtml(m[0]);
        parts.push(`<a href="${url}" style="color:#1565c0">${url}</a>`);
        last = m.index + m[0].length;
      }
      parts.push(escapeHtml(para.slice(last)));
      return `<p style="margin:0 0 16px">${parts.join("").replace(/\n/g, "<br>")}</p>`;
    })
    .join("\n");
}

export interface LayoutInput {
  subject: string;
  text: string;
  /** The message's own HTML; without it, the text as paragraphs. */
  html?: string | null;
  language: string;
  businessName: string;
  /** The `cid` of the business's logo attached inline, if it has one. */
  logoCid?: string;
}

/**
 * The HTML part of every message: the business's logo and name on top, the
 * message, and who sent it, in the message's language and direction
 * (Arabic right to left). Tables and inline styles, as mail programs want.
 */
export function layoutHtml(m: LayoutInput): string {
  const w = mailWords(m.language);
  const start = w.dir === "rtl" ? "right" : "left";
  const name = escapeHtml(m.businessName);
  const logo = m.logoCid
    ? `<img src="cid:${m.logoCid}" alt="${name}" style="display:block;max-height:64px;max-width:200px;margin:0 0 8px">`
    : "";
  const content = m.html ?? textToHtml(m.text);
  return `<!doctype html>
<html lang="${w.tag}" dir="${w.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#222222;text-align:${start}" dir="${w.dir}">
<tr><td style="padding:24px 24px 8px">${logo}<div style="font-size:20px;font-weight:bold">${name}</div></td></tr>
<tr><td style="padding:8px 24px 8px;font-size:15px;line-height:1.5">
${content}
</td></tr>
<tr><td style="padding:12px 24px 20px;font-size:12px;color:#666666;border-top:1px solid #eeeeee">${escapeHtml(w.sentBy(m.businessName))}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
