import { defineIsland } from '@nordpark/ui/island';
import { island as name, schema as propsSchema } from './manifest';

/** Its texts, one chunk per language, as the real islands' are. */
const texts = {
  sv: () => import('./messages/sv'),
  nb: () => import('./messages/nb'),
  fi: () => import('./messages/fi'),
  en: () => import('./messages/en'),
};

export default defineIsland({
  name,
  propsSchema,
  Component: ({ props }) => <p className="np-permit-status">permit-status-island {props.permitId}</p>,
  prepare: (config) => texts[config.language](),
});
