import { afterNextPaint } from '@nordpark/ui/schedule';
import { type LatLngExpression, Map as LeafletMap, type MapOptions } from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface LeafletMapContainerProps {
  className: string;
  /** Where the map starts; later changes are the caller's to make on the map. */
  center: LatLngExpression;
  zoom: number;
  options: MapOptions;
  /** Receives the map once it exists, and null when it is removed. */
  onMap(map: LeafletMap | null): void;
}

/**
 * The map's element and the Leaflet map in it, which lets go of the map it removed.
 * react-leaflet's `MapContainer` (used here before) creates the map in a ref callback and
 * keeps it in a ref that outlives `map.remove()`; React DOM keeps the fiber of the last
 * event's target (the map's element, after any click or pointer move on the map) until the
 * next event, and with it that callback, so an unmounted map, its detached
 * container of ~700 nodes and its 63 listeners stayed alive (the map-leak census read them). Here the element is an object ref, which React empties, and the map lives only in
 * the effect that made it and in state that goes with the component.
 */
export function LeafletMapContainer({ className, center, zoom, options, onMap }: LeafletMapContainerProps) {
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  // Created once, with what the first render asked for.
  const start = useRef({ center, zoom, options });
  // Made after the commit that made its element, once that frame is painted: in a
  // layout effect, the commit, Leaflet's set-up (much of it measuring a page
  // whose layout the commit had just dirtied) and the first fit of its layers were one long
  // task. Now the browser lays the page out in its frame, Leaflet reads clean sizes in a task
  // of its own, and the layers come in the task after, with the state update.
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    let made: LeafletMap | undefined;
    const cancel = afterNextPaint(() => {
      made = new LeafletMap(node, start.current.options).setView(start.current.center, start.current.zoom);
      setMap(made);
    });
    return () => {
      cancel();
      if (!made) return;
      made.remove();
      setMap(null);
    };
  }, []);
  useLayoutEffect(() => {
    if (!map) return;
    onMap(map);
    return () => onMap(null);
  }, [map, onMap]);
  return <div className={className} ref={element} />;
}
