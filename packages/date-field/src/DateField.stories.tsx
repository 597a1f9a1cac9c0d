import { storyConfig } from '@nordpark/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './DateField';

const meta = {
  title: 'date-field/DateField',
  component: DateField,
  args: { config: storyConfig(), props: { name: 'start', label: 'Startdatum' } },
} satisfies Meta<typeof DateField>;

export default meta;

export const Placeholder: StoryObj<typeof meta> = {};
