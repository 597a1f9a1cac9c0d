// The path templates of spec §7, filled from the page config (CFG-02, CFG-03). The configured
// controller and page paths are prefixes the CMS owns and are used as written; values that
// land inside a path (the my-parking product, order ids) are URL-encoded.

export interface PathConfig {
  bookingController: string;
  bookingflowPage: string;
  myParkingProduct: string;
}

export interface ApiPaths {
  /** `{bookingController}{action}` (CFG-02). */
  controller(action: string): string;
  /** `{bookingflowPage}{action}` (CFG-03). */
  flowPage(action: string): string;
  /** `/my{product}{page}/{action}[/{value}…]`, e.g. `/myparkingsettingspage/deletevehicle`. */
  myParking(page: string, action: string, values?: readonly (string | number)[]): string;
}

export function encodePathValue(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * The spec writes `{bookingController}getvehicles`, so the configured value ends in a slash;
 * one without it ("/api/booking") would otherwise yield "/api/bookinggetvehicles".
 */
function asPrefix(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

export function createPaths(config: PathConfig): ApiPaths {
  const controller = asPrefix(config.bookingController);
  const flowPage = asPrefix(config.bookingflowPage);
  const product = encodePathValue(config.myParkingProduct);
  return {
    controller: (action) => `${controller}${action}`,
    flowPage: (action) => `${flowPage}${action}`,
    myParking: (page, action, values = []) =>
      [`/my${product}${page}`, action, ...values.map(encodePathValue)].join('/'),
  };
}
