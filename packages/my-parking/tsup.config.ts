import { packageConfig } from '../../tsup.config';

export default packageConfig(
  import.meta.dirname,
  { index: 'src/index.ts', island: 'src/island.tsx', editor: 'src/editor.ts', manifest: 'src/manifest.ts' },
  {},
  { clientComponents: true },
);
