import { storyConfig } from '@nordpark/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FacilitySearch } from './FacilitySearch';

const meta = {
  title: 'facility-search/FacilitySearch',
  component: FacilitySearch,
  args: { config: storyConfig(), props: { variant: 'advanced' } },
} satisfies Meta<typeof FacilitySearch>;

export default meta;

export const Placeholder: StoryObj<typeof meta> = {};
