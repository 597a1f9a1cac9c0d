/** How a share ended: shared through the system sheet, the link copied, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>;

/**
 * Share: the Web Share API where the browser has it, else the link is copied with
 * the clipboard API. The visitor closing the share sheet is not a failure.
 */
export async function shareBooking(data: ShareData, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user activation, a policy): the clipboard may still work.
    }
  }
  if (typeof nav.clipboard?.writeText !== 'function') return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
