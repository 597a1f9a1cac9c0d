import { packageConfig } from '../../tsup.config';

export default packageConfig(import.meta.dirname, {
  index: 'src/index.ts',
  booking: 'src/booking.ts',
  http: 'src/http.ts',
  'my-parking': 'src/myParking.ts',
  mock: 'src/mock.ts',
  search: 'src/search.ts',
});
