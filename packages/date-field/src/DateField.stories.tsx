import { propControls, storyConfig } from '@nordpark/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useEffect, useRef } from 'react';
import { DateField, type DateFieldComponentProps } from './DateField';
import { dateFieldEditor } from './editor';
import '@nordpark/date-field/styles.css';

// Every story counts from the same Tuesday, so the calendar looks the same on every day the
// stories are reviewed. Stories run in React StrictMode (see .storybook/main.ts). The field
// waits for its texts (a chunk per language) once, inside the Suspense below.
const today = '2026-04-14';

const controls = propControls(dateFieldEditor);

const meta = {
  title: 'date-field/DateField',
  component: DateField,
  args: { config: storyConfig(), props: { name: 'start', label: 'Startdatum' }, today },
  // One control per prop (from the editor spec); what is set there goes into `props`.
  argTypes: controls.argTypes,
  decorators: [
    ...controls.decorators,
    (Story) => (
      <div style={{ minHeight: '26rem' }}>
        <Suspense fallback={null}>
          <Story />
        </Suspense>
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = {
  args: { props: { name: 'start', label: 'Startdatum', value: '2026-04-24' } },
};

export const LabelWithExtraTextAndChildren: Story = {
  args: {
    props: { name: 'start', label: 'Startdatum', extraText: '(valfritt)' },
    children: <p>Parkeringen kan starta tidigast klockan 06.00.</p>,
  },
};

export const WithoutLabel: Story = {
  args: { props: { name: 'start', placeholder: 'Välj startdatum' } },
};

export const FlexDays: Story = {
  args: { props: { name: 'start', label: 'Startdatum (14 dagars framförhållning)', flexDays: 14 } },
};

export const StartSellingDate: Story = {
  args: { props: { name: 'start', label: 'Startdatum', startSellingDate: '2026-05-20' } },
};

export const ShowAllDates: Story = {
  args: { props: { name: 'start', label: 'Valfritt datum från i dag', showAllDates: true } },
};

export const DisabledAndMarkedDays: Story = {
  args: {
    props: {
      name: 'start',
      label: 'Startdatum',
      disabledDays: ['2026-04-24', '2026-04-25'],
      selectedDays: ['2026-04-28', '2026-04-29'],
    },
  },
};

export const Disabled: Story = {
  args: { props: { name: 'start', label: 'Startdatum', disabled: true, value: '2026-04-24' } },
};

export const RequiredWithError: Story = {
  args: {
    props: {
      name: 'start',
      label: 'Startdatum',
      required: true,
      errorText: 'Välj ett startdatum.',
      value: '2026-04-15',
    },
  },
};

export const DefaultErrorText: Story = {
  args: { props: { name: 'start', label: 'Startdatum', value: '2027-06-01' } },
};

export const Explanation: Story = {
  args: {
    props: {
      name: 'start',
      label: 'Startdatum',
      flexDays: 5,
      startDateExplanation: 'Tidigaste startdatum är om {0} dagar.',
    },
  },
};

/** The calendar open, as focus leaves it; keyboard: Down arrow moves into the days. */
function Opened(props: DateFieldComponentProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  }, []);
  return (
    <div ref={ref}>
      <DateField {...props} />
    </div>
  );
}

export const CalendarOpen: Story = {
  args: { props: { name: 'start', label: 'Startdatum', value: '2026-04-24', selectedDays: ['2026-04-30'] } },
  render: (args) => <Opened {...args} />,
};

export const Norwegian: Story = {
  args: {
    config: storyConfig({ country: 'no' }),
    props: {
      name: 'start',
      label: 'Startdato',
      startDateExplanation: 'Tidligste startdato er om {0} dager.',
    },
  },
  render: (args) => <Opened {...args} />,
};

export const Finnish: Story = {
  args: {
    config: storyConfig({ country: 'fi' }),
    props: { name: 'start', label: 'Aloituspäivä', value: '2026-04-24' },
  },
  render: (args) => <Opened {...args} />,
};

export const English: Story = {
  args: {
    config: storyConfig({ country: 'se', language: 'en' }),
    props: { name: 'start', label: 'Start date' },
  },
  render: (args) => <Opened {...args} />,
};
