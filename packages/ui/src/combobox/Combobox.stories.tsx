import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { Combobox, type ComboboxOption } from './Combobox';

// The shared combobox (WAI-ARIA APG list autocomplete): its states with a fixed list of
// Nordic cities. The facility search's place autocomplete is built on it.

const CITIES: ComboboxOption[] = [
  'Stockholm',
  'Göteborg',
  'Malmö',
  'Uppsala',
  'Oslo',
  'Bergen',
  'Helsinki',
].map((label) => ({ id: label.toLowerCase(), label }));

function CityBox({ initial = '', open = false, noResults = false }) {
  const [value, setValue] = useState(initial);
  const [chosen, setChosen] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Opens the list the way a visitor would, with ArrowDown, for the stories that show it open.
  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    input.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  }, [open]);
  const options = noResults
    ? []
    : CITIES.filter((city) => value !== '' && city.label.toLowerCase().includes(value.toLowerCase())).slice(
        0,
        5,
      );
  return (
    <div style={{ maxWidth: '24rem', minHeight: '18rem' }}>
      <Combobox
        label="City"
        value={value}
        onValueChange={setValue}
        options={options}
        onSelect={(option) => {
          setValue(option.label);
          setChosen(option.label);
        }}
        emptyMessage={value ? 'No cities found' : undefined}
        announcement={value ? (options.length ? `${options.length} suggestions` : 'No cities found') : ''}
        inputRef={input}
      />
      {chosen && <p>Chosen: {chosen}</p>}
    </div>
  );
}

const meta = {
  title: 'ui/Combobox',
  component: CityBox,
} satisfies Meta<typeof CityBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithText: Story = { args: { initial: 'st' } };

export const WithSuggestions: Story = { args: { initial: 'o', open: true } };

export const NoResults: Story = { args: { initial: 'xyz', open: true, noResults: true } };
