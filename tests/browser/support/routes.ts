/** Every demo route of architecture §5, as the browser tests visit them. */
export const DEMO_ROUTES = [
  '/',
  '/se/search',
  '/no/search',
  '/fi/search',
  '/se/search-simple',
  '/no/search-simple',
  '/fi/search-simple',
  '/se/customer-service',
  '/se/booking/?fId=se-sto-0001&t=1',
  '/no/booking/?fId=no-osl-0001&t=1',
  '/fi/booking/?fId=fi-hel-0001&t=1',
  '/se/my-parking',
  '/se/date-field',
  '/no/date-field',
  '/fi/date-field',
] as const;
