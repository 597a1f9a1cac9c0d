/** A marker's size in CSS pixels. */
export interface MarkerSize {
  width: number;
  height: number;
}

/** MAP-10: every marker. MAP-11: the selected one. */
export const MARKER_SIZE: Readonly<MarkerSize> = Object.freeze({ width: 30, height: 33 });
export const SELECTED_MARKER_SIZE: Readonly<MarkerSize> = Object.freeze({ width: 40, height: 49 });

export type MarkerVariant = 'outdoor' | 'indoor';

export interface MarkerIconSpec {
  /** Indoor facilities wear a roof (MAP-13), selected or not. */
  variant: MarkerVariant;
  selected: boolean;
  size: Readonly<MarkerSize>;
  /** The point that sits on the facility's position: the pin's tip, bottom centre. */
  anchor: { x: number; y: number };
}

/** Which icon a facility's marker shows (MAP-10..13). */
export function markerIconSpec(facility: { Indoor?: boolean }, selected: boolean): MarkerIconSpec {
  const size = selected ? SELECTED_MARKER_SIZE : MARKER_SIZE;
  return {
    variant: facility.Indoor === true ? 'indoor' : 'outdoor',
    selected,
    size,
    anchor: { x: size.width / 2, y: size.height },
  };
}
