// Types of storybook-build.mjs, for the tests that import it.
export const STORYBOOK_DIR: string;
export const STORYBOOK_TEST_DIR: string;
export function storybookInputsHash(): string;
export function isStorybookCurrent(dir?: string): boolean;
export function buildStorybook(options?: { dir?: string; quiet?: boolean; test?: boolean }): Promise<string>;
export function storybookForTests(options?: {
  quiet?: boolean;
}): Promise<{ dir: string; built: false } | { dir: string; built: true; ms: number }>;
