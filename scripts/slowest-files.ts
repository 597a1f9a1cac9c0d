import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where every file's seconds of the last run go (git-ignored). */
export const DURATIONS_FILE = 'test-results/durations.json';
/** How many of the slowest files the run prints. */
const SHOWN = 10;

export interface FileDuration {
  file: string;
  project: string;
  /** Importing the file and its modules, and building what it builds while collected. */
  collectS: number;
  /** From the file's first hook to its last test's end, on its worker. */
  runS: number;
  /** collectS + runS: how long the file held a worker. */
  totalS: number;
  tests: number;
  state: string;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * A vitest reporter beside the default one: writes each file's seconds to DURATIONS_FILE and,
 * after a run of more than one file, prints the slowest ones, so a slow file is seen in the
 * output of `npm test` and CI, not guessed at.
 */
export class SlowestFiles implements Reporter {
  private startedAt = 0;
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunStart(): void {
    this.startedAt = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files = modules.map((module) => durationOf(module, this.root)).sort((a, b) => b.totalS - a.totalS);
    const wallS = seconds(performance.now() - this.startedAt);
    mkdirSync(join(this.root, 'test-results'), { recursive: true });
    writeFileSync(join(this.root, DURATIONS_FILE), `${JSON.stringify({ wallS, files }, null, 2)}\n`);
    if (files.length < 2) return;
    const workerS = seconds(files.reduce((sum, file) => sum + file.totalS * 1000, 0));
    const lines = files
      .slice(0, SHOWN)
      .map(
        (file) =>
          `${file.totalS.toFixed(1).padStart(7)} s  ${file.file} (${file.tests} test${file.tests === 1 ? '' : 's'}; collect ${file.collectS} s)`,
      );
    console.info(
      [
        '',
        `Slowest ${Math.min(SHOWN, files.length)} of ${files.length} test files (seconds on a worker; all files: ${workerS} s of worker time in ${wallS} s; every file in ${DURATIONS_FILE}):`,
        ...lines,
        '',
      ].join('\n'),
    );
  }
}

export function durationOf(module: TestModule, root: string): FileDuration {
  const diagnostic = module.diagnostic();
  const collectS = seconds(diagnostic.collectDuration);
  const runS = seconds(diagnostic.duration);
  return {
    file: relative(root, module.moduleId).replaceAll('\\', '/'),
    project: module.project.name,
    collectS,
    runS,
    totalS: seconds(diagnostic.collectDuration + diagnostic.duration),
    tests: [...module.children.allTests()].length,
    state: module.state(),
  };
}
