import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: the text beside it says what is happening. */
export const BesideText: Story = {
  render: (args) => (
    <p role="status">
      <Spinner {...args} /> Please wait…
    </p>
  ),
};

/** Alone, it needs a label. */
export const WithLabel: Story = {
  args: { label: 'Loading' },
};

/** It takes the current text colour and size. */
export const Large: Story = {
  render: () => (
    <p style={{ fontSize: '2rem', color: 'var(--np-color-primary)' }}>
      <Spinner label="Loading" />
    </p>
  ),
};
