import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints, at the end of a run, the time of each test project, the ten
 * slowest files of the run and the five slowest of each project, so that a
 * slow test is seen the day it is added; and keeps
 * the same figures in `TEST_TIMINGS_FILE` when it is set (JSON), for
 * `docs/benchmarks.md`.
 *
 * A file's time is what it cost from its worker's point of view: setting up
 * its environment, importing it and its setup files, and running its tests
 * and hooks. A project's span is the wall-clock time from its first file's
 * start to its last file's end (projects may overlap).
 */

interface FileTime {
  project: string;
  file: string;
  seconds: number;
  tests: number;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

const secondsOf = (module: TestModule) => {
  const d = module.diagnostic();
  return (
    (d.environmentSetupDuration +
      d.prepareDuration +
      d.setupDuration +
      d.collectDuration +
      d.duration) /
    1000
  );
};

const fmt = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`
    : `${seconds.toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private started = new Map<string, number>();
  private spans = new Map<string, { from: number; to: number }>();
  private runStart = Date.now();

  onTestRunStart() {
    this.runStart = Date.now();
  }

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const project = module.project.name || "default";
    const from = this.started.get(module.moduleId) ?? Date.now();
    const span = this.spans.get(project);
    this.spans.set(project, {
      from: Math.min(span?.from ?? from, from),
      to: Math.max(span?.to ?? 0, Date.now()),
    });
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files: FileTime[] = modules.map((module) => ({
      project: module.project.name || "default",
      file: path.relative(ROOT, module.moduleId),
      seconds: secondsOf(module),
      tests: [...module.children.allTests()].length,
    }));
    if (files.length === 0) return;
    const projects = [...new Set(files.map((f) => f.project))].map((name) => {
      const own = files.filter((f) => f.project === name);
      const span = this.spans.get(name);
      return {
        name,
        files: own.length,
        tests: own.reduce((n, f) => n + f.tests, 0),
        seconds: own.reduce((n, f) => n + f.seconds, 0),
        spanSeconds: span ? (span.to - span.from) / 1000 : 0,
        slowest: [...own].sort((a, b) => b.seconds - a.seconds).slice(0, 5),
      };
    });
    const slowest = [...files]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10);
    const total = (Date.now() - this.runStart) / 1000;

    const lines = [
      "",
      `Test time by project (run: ${fmt(total)})`,
      ...projects.map(
        (p) =>
          `  ${p.name.padEnd(10)} ${String(p.files).padStart(4)} files ${String(p.tests).padStart(5)} tests   ${fmt(p.spanSeconds).padStart(10)} wall   ${fmt(p.seconds).padStart(10)} in files`,
      ),
      "The ten slowest files of the run",
      ...slowest.map(
        (f) =>
          `  ${fmt(f.seconds).padStart(10)}  ${f.project.padEnd(10)} ${f.file}`,
      ),
      "The five slowest files of each project",
      ...projects.flatMap((p) =>
        p.slowest.map(
          (f) =>
            `  ${fmt(f.seconds).padStart(10)}  ${f.project.padEnd(10)} ${f.file}`,
        ),
      ),
      "",
    ];
    process.stdout.write(lines.join("\n") + "\n");

    const out = process.env.TEST_TIMINGS_FILE;
    if (out)
      fs.writeFileSync(
        out,
        JSON.stringify(
          { date: new Date().toISOString(), seconds: total, projects, slowest },
          null,
          2,
        ),
      );
  }
}
