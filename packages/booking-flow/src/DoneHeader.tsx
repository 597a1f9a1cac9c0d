import type { ReactNode } from 'react';

/**
 * The check mark and the words beside it that say a booking is done: the flow's last step
 * and the confirmation page open the same way, so a driver recognises the one from the other.
 */
export function DoneHeader({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `np-done ${className}` : 'np-done'}>
      <svg className="np-done__icon" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="20" fill="currentColor" />
        <path
          d="M12 20.5l5.5 5.5L28.5 15"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>{children}</div>
    </div>
  );
}
