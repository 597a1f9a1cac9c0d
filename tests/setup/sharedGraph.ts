// Mock mode's sender is loaded on a mock client's first call (packages/api/src/sender.ts). In a
// module graph that files share (vitest.config.ts, `isolate: false`), a file that ends before
// that import has finished leaves the fixtures half-loaded, and the next file that imports them
// fails with vitest's EnvironmentTeardownError. Loading the sender here, before any file runs,
// means no file's import of it is ever still in flight when the file ends.
import '../../packages/api/src/mock/mockSender';
