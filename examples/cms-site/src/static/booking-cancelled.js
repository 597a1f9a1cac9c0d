// The demo's payment-cancelled page: the booking flow keeps a booking's choices in this tab's
// sessionStorage under `nordpark:booking-flow:{fId}` (docs/booking-flow.md) and would resume
// the cancelled order as finished. Nothing was paid, so "Book again" starts a new booking.
const page = document.querySelector('[data-site-cancelled-fid]');
const fId = page?.getAttribute('data-site-cancelled-fid');
if (fId) {
  try {
    sessionStorage.removeItem(`nordpark:booking-flow:${fId}`);
  } catch {
    // Storage blocked: the flow could not have kept anything either.
  }
}
