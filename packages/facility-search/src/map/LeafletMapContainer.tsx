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
 * container of ~700 nodes and its 63 listeners stayed alive (the map-leak census of issue 7 read
 * them). Here the element is an object ref, which React empties, and the map lives only in
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
  // A passive effect, not a layout one (issue 17): the map is created in a task after the
  // commit that made its element (~36 ms at 4× CPU, most of it Leaflet measuring the page),
  // and its layers, controls and first fit render in a task after that, as the context's
  // update; in one layout effect all three were one long task.
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const map = new LeafletMap(node, start.current.options);
    map.setView(start.current.center, start.current.zoom);
    setContext(createLeafletContext(map));
    return () => {
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
