import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { DURATIONS_FILE, SlowestFiles } from '../scripts/slowest-files';

/** A finished test file as the reporter sees it: its collect and run milliseconds, its tests. */
function fakeModule(root: string, file: string, collectMs: number, runMs: number, tests = 1): TestModule {
  return {
    moduleId: join(root, file),
    project: { name: 'browser' },
    diagnostic: () => ({ collectDuration: collectMs, duration: runMs }),
    children: { allTests: () => Array.from({ length: tests }, () => ({})) },
    state: () => 'passed',
  } as unknown as TestModule;
}

afterEach(() => {
  vi.restoreAllMocks();
});

test('the reporter writes every file’s seconds and prints the ten slowest, the slowest first', () => {
  const root = mkdtempSync(join(tmpdir(), 'slowest-'));
  const printed: string[] = [];
  vi.spyOn(console, 'info').mockImplementation((text: string) => void printed.push(text));
  const reporter = new SlowestFiles();
  reporter.onInit({ config: { root } });
  reporter.onTestRunStart();
  const modules = Array.from({ length: 12 }, (_, i) =>
    fakeModule(root, `tests/f${i}.test.ts`, 500, i * 1000, 2),
  );
  reporter.onTestRunEnd(modules);

  const written = JSON.parse(readFileSync(join(root, DURATIONS_FILE), 'utf8'));
  expect(written.files).toHaveLength(12);
  expect(written.files[0]).toMatchObject({
    file: 'tests/f11.test.ts',
    collectS: 0.5,
    runS: 11,
    totalS: 11.5,
  });
  const lines = printed.join('\n').split('\n');
  const shown = lines.filter((line) => / s {2}tests\/f\d+\.test\.ts/.test(line));
  expect(shown).toHaveLength(10);
  expect(shown[0]).toContain('11.5 s  tests/f11.test.ts (2 tests; collect 0.5 s)');
  expect(shown[9]).toContain('tests/f2.test.ts');
  expect(lines.join('\n')).toContain('Slowest 10 of 12 test files');
});

test('a run of one file writes its seconds but prints no ranking', () => {
  const root = mkdtempSync(join(tmpdir(), 'slowest-'));
  const log = vi.spyOn(console, 'info').mockImplementation(() => {});
  const reporter = new SlowestFiles();
  reporter.onInit({ config: { root } });
  reporter.onTestRunStart();
  reporter.onTestRunEnd([fakeModule(root, 'tests/only.test.ts', 0, 2000)]);
  expect(log).not.toHaveBeenCalled();
  expect(JSON.parse(readFileSync(join(root, DURATIONS_FILE), 'utf8')).files[0].totalS).toBe(2);
});
