import { Leaflet } from './leaflet';

const SIZE = 40;

/** A cluster's icon: its count shown, and said as a sentence ("12 facilities, zoom in"). */
class ClusterIcon extends Leaflet.DivIcon {
  constructor(
    private readonly count: number,
    private readonly label: string,
  ) {
    super({
      className: `np-cluster np-cluster--${count < 10 ? 'small' : count < 100 ? 'medium' : 'large'}`,
      iconSize: [SIZE, SIZE],
    });
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    // textContent, never HTML: the count is a number, the label may hold override texts.
    const number = document.createElement('span');
    number.setAttribute('aria-hidden', 'true');
    number.textContent = String(this.count);
    element.replaceChildren(number);
    element.setAttribute('aria-label', this.label);
    return element;
  }
}

/** markercluster's iconCreateFunction for a label built from the cluster. */
export function clusterIconFactory(label: (cluster: Leaflet.MarkerCluster) => string) {
  return (cluster: Leaflet.MarkerCluster): Leaflet.DivIcon =>
    new ClusterIcon(cluster.getChildCount(), label(cluster));
}
