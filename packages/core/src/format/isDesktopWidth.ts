/** The desktop layout starts above this width (SRCH-50); at exactly 988 it is still mobile. */
export const DESKTOP_MIN_EXCLUSIVE = 988;

export function isDesktopWidth(width: number): boolean {
  return width > DESKTOP_MIN_EXCLUSIVE;
}
