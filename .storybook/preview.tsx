import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';
import '../packages/islands/src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
