import { packageConfig } from '../../tsup.config';

export default packageConfig(import.meta.dirname, {
  index: 'src/index.ts',
  dialog: 'src/dialog/index.ts',
  island: 'src/island/index.ts',
});
