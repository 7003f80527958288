// Build-time compression of the SPA: next to every text file of dist/ it writes
// `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9), which the server
// sends as they are (@fastify/static `preCompressed`), chosen by Accept-Encoding.
import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text formats (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/i;
/** Smaller files gain nothing once headers are counted; the server's API threshold is the same. */
export const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Writes a variant only when it is smaller than the file itself. */
async function writeIfSmaller(file: string, size: number, data: Buffer) {
  if (data.length < size) await fs.writeFile(file, data);
  else await fs.rm(file, { force: true });
}

async function compressFile(file: string) {
  const source = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]:
          zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await writeIfSmaller(`${file}.br`, source.length, br);
  await writeIfSmaller(`${file}.gz`, source.length, gz);
}

/** Compresses every compressible file of `dir` of at least MIN_BYTES; returns how many. */
export async function precompressDir(dir: string): Promise<number> {
  const files: string[] = [];
  for await (const file of filesUnder(dir))
    if (COMPRESSIBLE.test(file) && (await fs.stat(file)).size >= MIN_BYTES)
      files.push(file);
  // zlib's asynchronous calls run on libuv's thread pool: a few at a time keeps every core busy.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop())
      await compressFile(file);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

/** Vite plugin: precompresses the output directory once the build is written. */
export function precompress(): Plugin {
  let outDir = "dist";
  let log: (message: string) => void = () => undefined;
  return {
    name: "wellness:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const started = Date.now();
      const count = await precompressDir(outDir);
      log(
        `precompress: brotli and gzip of ${count} files in ${Date.now() - started} ms`,
      );
    },
  };
}
