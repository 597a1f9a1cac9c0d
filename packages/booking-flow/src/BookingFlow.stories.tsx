import { storyConfig } from '@nordpark/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingFlow } from './BookingFlow';

const meta = {
  title: 'booking-flow/BookingFlow',
  component: BookingFlow,
  args: { config: storyConfig(), props: { fId: 'se-sto-001', t: '1' } },
} satisfies Meta<typeof BookingFlow>;

export default meta;

export const Placeholder: StoryObj<typeof meta> = {};
