import { afterNextPaint } from '@nordpark/ui/schedule';
import { createLeafletContext, LeafletContext, type LeafletContextInterface } from '@react-leaflet/core';
import { type LatLngExpression, Map as LeafletMap, type MapOptions } from 'leaflet';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface LeafletMapContainerProps {
  className: string;
  /** Where the map starts; later changes are the caller's to make on the map. */
  center: LatLngExpression;
  zoom: number;
  options: MapOptions;
  /** Receives the map once it exists, and null when it is removed. */
  onMap(map: LeafletMap | null): void;
  /** react-leaflet layers and controls, given the map through its context. */
  children?: ReactNode;
}

/**
 * react-leaflet's `MapContainer`, but one that lets go of the map it removed. Theirs creates
 * the map in a ref callback and keeps it in a ref that outlives `map.remove()`; React DOM keeps
 * the fiber of the last event's target (the map's element, after any click or pointer move on
 * the map) until the next event, and with it that callback, so an unmounted map, its detached
 * container of ~700 nodes and its 63 listeners stayed alive (the map-leak census read them). Here the element is an object ref, which React empties, and the map lives only in
 * the effect that made it and in state that goes with the component.
 */
export function LeafletMapContainer({
  className,
  center,
  zoom,
  options,
  onMap,
  children,
}: LeafletMapContainerProps) {
  const element = useRef<HTMLDivElement>(null);
  const [context, setContext] = useState<LeafletContextInterface | null>(null);
  // Created once, with what the first render asked for (as react-leaflet does).
  const start = useRef({ center, zoom, options });
  // Made after the commit that made its element, once that frame is painted: in a
  // layout effect, the commit, Leaflet's set-up (much of it measuring a page
  // whose layout the commit had just dirtied) and the first fit of its layers were one long
  // task. Now the browser lays the page out in its frame, Leaflet reads clean sizes in a task
  // of its own, and the layers render in the task after, as the context's update.
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    let map: LeafletMap | undefined;
    const cancel = afterNextPaint(() => {
      map = new LeafletMap(node, start.current.options);
      map.setView(start.current.center, start.current.zoom);
      setContext(createLeafletContext(map));
    });
    return () => {
      cancel();
      if (!map) return;
      map.remove();
      setContext(null);
    };
  }, []);
  useLayoutEffect(() => {
    if (!context) return;
    onMap(context.map);
    return () => onMap(null);
  }, [context, onMap]);
  return (
    <div className={className} ref={element}>
      {context ? <LeafletContext value={context}>{children}</LeafletContext> : null}
    </div>
  );
}
