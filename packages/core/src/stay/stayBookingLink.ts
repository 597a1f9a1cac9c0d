import type { PageConfig } from '../config/pageConfig';
import { bookingLink } from '../facilityList/bookingLink';
import type { Stay } from './stay';

/**
 * Where booking a facility for a priced stay starts: the booking link of SRCH-46
 * (`fId={Uid}&t=1`) with the product the stay was priced with and the stay's days, so the
 * booking flow can start on them: `product={Id}`, `date={from}` and `until={until}`
 * (`YYYY-MM-DD`, as the search's own URL writes them). Every value is encoded.
 */
export function stayBookingLink(
  config: Pick<PageConfig, 'bookingflowPage'>,
  uid: string,
  choice: { productId: string; stay: Stay },
): string {
  const params = new URLSearchParams({
    product: choice.productId,
    date: choice.stay.from,
    until: choice.stay.until,
  });
  return `${bookingLink(config, uid)}&${params.toString()}`;
}
