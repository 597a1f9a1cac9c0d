import { packageConfig } from '../../tsup.config';

// The npm entry only; the drop-in browser bundle is built by scripts/build-browser.mjs.
export default packageConfig(import.meta.dirname, { index: 'src/index.ts' });
