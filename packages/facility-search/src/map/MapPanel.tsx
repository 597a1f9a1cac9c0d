/** The map side (issue 7 fills it): markers, clusters, selection, reloads, full screen. */
export function MapPanel() {
  return <div className="np-map" />;
}
