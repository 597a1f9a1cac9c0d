import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from './Dialog';

// The shared modal dialog, open (it shows modally while mounted). Its users: the facility
// search's filter overlay, and any island that needs a form over the page.

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    title: 'Filters',
    closeLabel: 'Close',
    onClose: () => undefined,
    children: (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Facility</legend>
        <label style={{ display: 'block' }}>
          <input type="checkbox" /> Indoor
        </label>
        <label style={{ display: 'block' }}>
          <input type="checkbox" /> Heated
        </label>
      </fieldset>
    ),
    footer: (
      <button type="button" className="np-button np-button--primary">
        Show 12 facilities
      </button>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithForm: Story = {};

export const WithoutCloseButton: Story = {
  args: { closeLabel: undefined },
};
