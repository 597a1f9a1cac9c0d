import { useOnline } from '@nordpark/ui/network';
import { useEffect, useEffectEvent } from 'react';
import { useBookingTexts } from '../messages/BookingTexts';

/**
 * The island's one polite status about the network, not a modal: offline is said
 * here once (what needs the network waits, what was typed stays), and a call pending for 5 s
 * says it is still loading (or, for what was sent, still working). When the browser is back
 * online `onBackOnline` runs, which retries a load that failed meanwhile.
 */
export function NetworkStatus({
  slow,
  onBackOnline,
}: {
  slow: 'load' | 'send' | null;
  onBackOnline: () => void;
}) {
  const t = useBookingTexts();
  const online = useOnline();
  const backOnline = useEffectEvent(onBackOnline);
  useEffect(() => {
    if (online) backOnline();
  }, [online]);
  const text = !online
    ? t('booking.network.offline')
    : slow === 'load'
      ? t('booking.stillLoading')
      : slow === 'send'
        ? t('booking.stillWorking')
        : '';
  return (
    <p className={`np-booking__network${online ? '' : ' np-booking__network--offline'}`} role="status">
      {text}
    </p>
  );
}
