import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./startServer";

declare module "vitest" {
  export interface ProvidedContext {
    /** DATA_DIRs of a stopped server per DEMO_SEED value ("0", "1"), to copy. */
    e2eTemplates: Record<string, string>;
  }
}

/**
 * Boots the built server once per DEMO_SEED value on a fresh DATA_DIR
 * (initdb, migrations, the demo seed or none) and stops it: each spec's
 * server then starts on a copy of that directory instead of doing it all
 * again (support/startServer.ts). A first boot that fails fails the run.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(
    path.join(os.tmpdir(), "wellness-e2e-templates-"),
  );
  const templates: Record<string, string> = {};
  try {
    await Promise.all(
      ["0", "1"].map(async (seed) => {
        const server = await startServer({ DEMO_SEED: seed }, null);
        const dir = path.join(root, `seed-${seed}`);
        await server.stop({ keepDataDir: dir });
        templates[seed] = dir;
      }),
    );
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  project.provide("e2eTemplates", templates);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
