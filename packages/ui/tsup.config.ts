import { packageConfig } from '../../tsup.config';

export default packageConfig(import.meta.dirname, {
  index: 'src/index.ts',
  arrival: 'src/arrival/index.ts',
  combobox: 'src/combobox/index.ts',
  dialog: 'src/dialog/index.ts',
  island: 'src/island/index.ts',
  schedule: 'src/schedule/index.ts',
  'scroll-lock': 'src/scroll-lock/index.ts',
  network: 'src/network/index.ts',
  sanitize: 'src/sanitize/index.ts',
  spinner: 'src/spinner/index.ts',
  testing: 'src/testing/index.ts',
  viewport: 'src/viewport/index.ts',
});
