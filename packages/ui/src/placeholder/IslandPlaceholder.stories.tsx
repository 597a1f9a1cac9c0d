import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyConfig } from '../storyConfig';
import { IslandPlaceholder } from './IslandPlaceholder';

const meta = {
  title: 'ui/IslandPlaceholder',
  component: IslandPlaceholder,
  args: { island: 'date-field', config: storyConfig(), props: { name: 'start' } },
} satisfies Meta<typeof IslandPlaceholder>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
