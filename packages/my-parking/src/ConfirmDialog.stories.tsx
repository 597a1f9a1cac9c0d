import { storyConfig } from '@nordpark/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'my-parking/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    config: storyConfig(),
    props: { action: 'delete-vehicle', vehicle: { id: 'v1', plateText: 'ABC123', uid: 'u1' } },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;

export const Placeholder: StoryObj<typeof meta> = {};
