/** The list side: spinner, results with show-more, or the empty result. */
export function ResultsPanel() {
  return <div className="np-results" />;
}
