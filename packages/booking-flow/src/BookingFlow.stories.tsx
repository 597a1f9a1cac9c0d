import '@nordpark/booking-flow/styles.css';
import { presetStory, propControls, storyConfig } from '@nordpark/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingFlow } from './BookingFlow';
import { bookingFlowEditor } from './editor';
import { fakeApi, TODAY } from './testing/testStore';

const meta = {
  title: 'booking-flow/BookingFlow',
  component: BookingFlow,
  args: {
    config: storyConfig({ paymentOrigins: ['https://pay.example.test'] }),
    props: { fId: 'fac-1', t: '1' },
    api: fakeApi({}, 300).api,
    storage: null,
    today: TODAY,
    navigate: (url: string) => console.info(`[story] would go to ${url}`),
  },
  // One control per prop (from the editor spec); what is set there goes into `props`. The
  // component's own `t` (a translator) is never an arg here: `t` is the booking link's.
  ...propControls(bookingFlowEditor),
} satisfies Meta<typeof BookingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole flow over a fake API: click through every step. */
export const WholeFlow: Story = {};
export const English: Story = { args: { config: storyConfig({ language: 'en' }) } };
export const NoFacility: Story = { args: { props: {} } };

export const PresetConfirmation: Story = presetStory(bookingFlowEditor, 'confirmation');
