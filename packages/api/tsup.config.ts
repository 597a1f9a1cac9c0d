import { packageConfig } from '../../tsup.config';

export default packageConfig(import.meta.dirname, { index: 'src/index.ts', search: 'src/search.ts' });
