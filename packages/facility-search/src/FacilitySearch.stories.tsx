import '@nordpark/facility-search/styles.css';
import { presetStory, propControls, storyConfig } from '@nordpark/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { facilitySearchEditor } from './editor';
import { FacilitySearch } from './FacilitySearch';

const meta = {
  title: 'facility-search/FacilitySearch',
  component: FacilitySearch,
  args: { config: storyConfig(), props: { variant: 'advanced' } },
  // One control per prop (from the editor spec); what is set there goes into `props`.
  ...propControls(facilitySearchEditor),
} satisfies Meta<typeof FacilitySearch>;

export default meta;

export const Placeholder: StoryObj<typeof meta> = {};

export const PresetFull: StoryObj<typeof meta> = presetStory(facilitySearchEditor, 'full');
export const PresetSimple: StoryObj<typeof meta> = presetStory(facilitySearchEditor, 'simple');
export const PresetCustomerService: StoryObj<typeof meta> = presetStory(
  facilitySearchEditor,
  'customer-service',
);
