// `npm start` runs this first: it builds the SPA and the server when a build is
// missing or older than the sources, so `npm install && npm start` just works.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const newest = (p) => {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
};

const sources = Math.max(
  newest("src"),
  newest("server/src"),
  newest("server/drizzle"),
  newest("index.html"),
  newest("package-lock.json"),
);
const built = Math.min(
  newest("dist/index.html"),
  newest("server/dist/server.js"),
);

if (!built || built < sources) {
  console.log("Building the app (first start or sources changed)...");
  const r = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  process.exit(r.status ?? 1);
}
