import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../../scripts/precompress";
import { buildTestApp, type TestApp } from "../support/buildTestApp";

// A small build: what Vite writes (fingerprinted assets, index.html), then
// the build's own precompression step.
const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(", ")}];\n`;
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Wellness Back Office</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <noscript>${"This application needs JavaScript. ".repeat(40)}</noscript>
    <div id="root"></div>
  </body>
</html>
`;
const ASSET = "/assets/index-Ab12Cd34.js";
const IMMUTABLE = "public, max-age=31536000, immutable";

describe("the built SPA is served precompressed and cached by kind", () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-spa-"));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "assets/index-Ab12Cd34.js"), SCRIPT);
    fs.writeFileSync(path.join(dist, "index.html"), INDEX);
    fs.writeFileSync(
      path.join(dist, "favicon.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    await precompressDir(dist);
    t = await buildTestApp({ NODE_ENV: "production", SPA_DIR: dist });
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  it("writes brotli and gzip next to files of 1 KB or more at build time", () => {
    expect(fs.readdirSync(path.join(dist, "assets")).sort()).toEqual([
      "index-Ab12Cd34.js",
      "index-Ab12Cd34.js.br",
      "index-Ab12Cd34.js.gz",
    ]);
    expect(fs.existsSync(path.join(dist, "index.html.br"))).toBe(true);
    expect(fs.existsSync(path.join(dist, "favicon.svg.br"))).toBe(false);
  });

  it("sends a hashed asset as brotli when the browser takes it, cached for a year", async () => {
    const res = await get(ASSET, "gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(
      /^(text|application)\/javascript/,
    );
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload).toEqual(
      fs.readFileSync(path.join(dist, "assets/index-Ab12Cd34.js.br")),
    );
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends gzip when only gzip is accepted", async () => {
    const res = await get(ASSET, "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the file itself when neither is accepted", async () => {
    for (const accept of [undefined, "identity", "deflate"]) {
      const res = await get(ASSET, accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers["content-encoding"], String(accept)).toBeUndefined();
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it("sends a file too small to compress as it is, not compressed on the fly", async () => {
    const res = await get("/favicon.svg", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it("has index.html revalidated on every visit, at / and at client routes, compressed too", async () => {
    for (const url of ["/", "/clients/list", "/account/login?returnUrl=%2F"]) {
      const res = await get(url, "br, gzip");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
      const plain = await get(url);
      expect(plain.headers["cache-control"], url).toBe("no-cache");
      expect(plain.body, url).toBe(INDEX);
    }
  });

  it("answers 404 for a missing asset, without the index page", async () => {
    const res = await get("/assets/index-Zz99Yy88.js", "br");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<html");
  });
});
