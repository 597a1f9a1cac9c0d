// The benchmark page (bundled for production by bench/map/runMapBench.ts): a full-window
// Leaflet map, generated facilities, and one drawing technique driven from Node.
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@nordpark/core';
import { Leaflet } from '../../packages/facility-search/src/map/leaflet/leaflet';
import { generateFacilities } from '../../packages/fixtures/src/generate';
import { TECHNIQUES, type Technique, type TechniqueName } from './techniques';

const STOCKHOLM: [number, number] = [59.3293, 18.0686];
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let longestTask = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
}).observe({ type: 'longtask', buffered: true });

const element = document.getElementById('map') as HTMLElement;
const map = new Leaflet.Map(element, { minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM }).setView(STOCKHOLM, 10);
let technique: Technique | null = null;
let data: ReturnType<typeof generateFacilities> = [];

const elements = () => element.querySelectorAll('.leaflet-marker-icon').length;

async function zoomTo(zoom: number): Promise<void> {
  const done = new Promise<void>((resolve) => map.once('moveend', () => resolve()));
  map.setView(STOCKHOLM, zoom, { animate: false });
  await done;
  await technique?.redraw();
  await nextPaint();
}

const api = {
  /** Generates the data (not timed) and picks the technique; long tasks are counted from here. */
  async prepare(name: TechniqueName, count: number): Promise<void> {
    data = generateFacilities({ count, seed: 7 });
    technique = TECHNIQUES[name](map);
    // Let the generator's own long task be reported before the count starts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    longestTask = 0;
  },
  /** ms from handing over the data to the frame that shows it. */
  async load(): Promise<number> {
    const started = performance.now();
    await technique?.show(data);
    await nextPaint();
    return performance.now() - started;
  },
  /** ms to show only every other facility (a filter that hides half) and paint it. */
  async filterHalf(): Promise<number> {
    const half = data.filter((_, i) => i % 2 === 0);
    const started = performance.now();
    await technique?.show(half);
    await nextPaint();
    return performance.now() - started;
  },
  /** Marker and cluster elements in the DOM now, and the most at any zoom from 8 to 18. */
  async elementsByZoom(): Promise<{ now: number; max: number; atZoom: number }> {
    const now = elements();
    let max = now;
    let atZoom = map.getZoom();
    for (let zoom = MAP_MIN_ZOOM; zoom <= MAP_MAX_ZOOM; zoom++) {
      await zoomTo(zoom);
      if (elements() > max) {
        max = elements();
        atZoom = zoom;
      }
    }
    await zoomTo(10);
    return { now, max, atZoom };
  },
  longestTask: () => longestTask,
};

(window as unknown as { mapBench: typeof api }).mapBench = api;
