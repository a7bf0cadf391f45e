import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { buildCriteria, filterStateFromCriteria, initialFilterState, updateCriterion } from './filter-state';
import { FilterPanel } from './FilterPanel';
import { NUMBERS_ONLY_MESSAGE } from './NumericCriterion';
import type { FilterConfig, FilterState } from './types';

interface TestCriteria {
  isOnlyNewSelected: boolean;
  isColorsSelected: boolean;
  colors: string[];
  isRegionSelected: boolean;
  region: string;
  isPlacesSelected: boolean;
  places: string[];
  isNamesSelected: boolean;
  names: string[];
  namesExactMatch: boolean;
  isZipsSelected: boolean;
  zips: string[];
  page: number;
}

const BASE: TestCriteria = {
  isOnlyNewSelected: false,
  isColorsSelected: false,
  colors: [],
  isRegionSelected: false,
  region: '',
  isPlacesSelected: false,
  places: [],
  isNamesSelected: false,
  names: [],
  namesExactMatch: true,
  isZipsSelected: false,
  zips: [],
  page: 7,
};

const PLACES: Record<string, { value: string; label: string }[]> = {
  north: [
    { value: 'oslo', label: 'Oslo' },
    { value: 'bergen', label: 'Bergen' },
  ],
  south: [{ value: 'rome', label: 'Rome' }],
};

const config: FilterConfig<TestCriteria> = {
  id: 'test',
  groups: [
    {
      id: 'first',
      title: 'First Group',
      criteria: [
        {
          id: 'onlyNew',
          name: 'Only New',
          kind: 'checkbox',
          flag: 'isOnlyNewSelected',
          defaultEnabled: true,
          description: 'New ones only.',
        },
        {
          id: 'colors',
          name: 'Colors',
          kind: 'multiSelect',
          flag: 'isColorsSelected',
          field: 'colors',
          options: [
            { value: 'dark_red', label: 'Crimson' },
            { value: 'sky', label: 'Light Blue' },
          ],
        },
        {
          id: 'names',
          name: 'Names',
          kind: 'tags',
          flag: 'isNamesSelected',
          field: 'names',
          exactMatchField: 'namesExactMatch',
        },
        { id: 'zips', name: 'Zips', kind: 'numeric', flag: 'isZipsSelected', field: 'zips' },
      ],
    },
    {
      id: 'second',
      title: 'Second Group',
      criteria: [
        {
          id: 'region',
          name: 'Region',
          kind: 'singleSelect',
          flag: 'isRegionSelected',
          field: 'region',
          emptyValue: '',
          defaultValue: 'north',
          options: [
            { value: 'north', label: 'North' },
            { value: 'south', label: 'South' },
          ],
        },
        {
          id: 'places',
          name: 'Places',
          kind: 'multiSelect',
          flag: 'isPlacesSelected',
          field: 'places',
          options: (state) => PLACES[String(state.region.value)] ?? [],
        },
      ],
    },
  ],
};

function Harness({ initial }: { initial?: FilterState }) {
  const [state, setState] = useState(() => initial ?? initialFilterState(config));
  return (
    <>
      <FilterPanel config={config} state={state} onChange={setState} />
      <output data-testid="criteria">{JSON.stringify(buildCriteria(config, state, BASE))}</output>
    </>
  );
}

const criteria = (): TestCriteria => JSON.parse(screen.getByTestId('criteria').textContent ?? '{}');
const toggle = (name: string) => screen.getByRole('checkbox', { name });
const card = (name: string) => screen.getByRole('group', { name });
const enable = (name: string) => fireEvent.click(toggle(name));

function pickOption(input: HTMLElement, typed: string) {
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

function typeEntry(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('filter panel', () => {
  it('shows a disabled criterion as a compact checkbox and an enabled one as a card with its input', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'First Group' })).toBeTruthy();
    expect((toggle('Colors') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('group', { name: 'Colors' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Colors' })).toBeNull();

    enable('Colors');
    // One checkbox named Colors: the card's, ticked; the compact one is gone.
    expect(screen.getAllByRole('checkbox', { name: 'Colors' })).toHaveLength(1);
    expect((toggle('Colors') as HTMLInputElement).checked).toBe(true);
    expect(within(card('Colors')).getByRole('combobox', { name: 'Colors' })).toBe(document.activeElement);
    expect(criteria().isColorsSelected).toBe(true);

    fireEvent.click(toggle('Colors'));
    expect(screen.queryByRole('group', { name: 'Colors' })).toBeNull();
    expect((toggle('Colors') as HTMLInputElement).checked).toBe(false);
    expect(criteria().isColorsSelected).toBe(false);
  });

  it('starts a criterion that is on by default as a card', () => {
    render(<Harness />);
    expect(within(card('Only New')).getByText('New ones only.')).toBeTruthy();
    expect(criteria().isOnlyNewSelected).toBe(true);
  });

  it('matches fixed options by label or by value', () => {
    render(<Harness />);
    enable('Colors');
    const input = screen.getByRole('combobox', { name: 'Colors' });
    pickOption(input, 'crim');
    pickOption(input, 'sky');
    expect(criteria().colors).toEqual(['dark_red', 'sky']);
    expect(within(card('Colors')).getByText('Crimson')).toBeTruthy();
    expect(within(card('Colors')).getByText('Light Blue')).toBeTruthy();
  });

  it('adds a tag on Enter, ignores repeats and blanks, and Clear Items empties it', () => {
    render(<Harness />);
    enable('Names');
    const input = screen.getByRole('textbox', { name: 'Names' });
    typeEntry(input, ' Acme Corp ');
    typeEntry(input, 'acme corp');
    typeEntry(input, '   ');
    typeEntry(input, 'Globex');
    expect(criteria().names).toEqual(['Acme Corp', 'Globex']);
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Acme Corp' }));
    expect(criteria().names).toEqual(['Globex']);

    fireEvent.click(within(card('Names')).getByRole('button', { name: 'Clear Items' }));
    expect(criteria().names).toEqual([]);
    expect((within(card('Names')).getByRole('button', { name: 'Clear Items' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps the Exact Match choice of a tag criterion in its own field, on by default', () => {
    render(<Harness />);
    enable('Names');
    const exact = within(card('Names')).getByRole('checkbox', { name: 'Exact Match' }) as HTMLInputElement;
    expect(exact.checked).toBe(true);
    fireEvent.click(exact);
    expect(criteria().namesExactMatch).toBe(false);
  });

  it('has no dropdown and no "no options" message in a tag input', () => {
    render(<Harness />);
    enable('Names');
    fireEvent.change(screen.getByRole('textbox', { name: 'Names' }), { target: { value: 'zzz' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(/no options/i)).toBeNull();
  });

  it('accepts only numbers in a numeric criterion', () => {
    render(<Harness />);
    enable('Zips');
    const input = screen.getByRole('textbox', { name: 'Zips' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '94a1x05' } });
    expect(input.value).toBe('94105');
    expect(screen.getByText(NUMBERS_ONLY_MESSAGE)).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input.value).toBe('');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(criteria().zips).toEqual(['94105']);
  });

  it('offers the options that follow another criterion and drops choices it no longer offers', () => {
    render(<Harness />);
    enable('Places');
    const places = screen.getByRole('combobox', { name: 'Places' });
    pickOption(places, 'berg');
    expect(criteria().places).toEqual(['bergen']);
    pickOption(places, 'rome');
    expect(criteria().places).toEqual(['bergen']);

    enable('Region');
    pickOption(screen.getByRole('combobox', { name: 'Region' }), 'South');
    expect(criteria().region).toBe('south');
    expect(criteria().places).toEqual([]);
    pickOption(screen.getByRole('combobox', { name: 'Places' }), 'rome');
    expect(criteria().places).toEqual(['rome']);
  });
});

describe('filter state', () => {
  it('builds the criteria of the defaults, keeping the fields the panel does not own', () => {
    expect(buildCriteria(config, initialFilterState(config), BASE)).toEqual({
      ...BASE,
      isOnlyNewSelected: true,
      region: 'north',
    });
  });

  it('reads criteria back into the panel, matching option values by label too', () => {
    const state = filterStateFromCriteria(config, {
      ...BASE,
      isColorsSelected: true,
      colors: ['Crimson', 'sky', 'unknown'],
      isNamesSelected: true,
      names: ['Acme'],
      namesExactMatch: false,
      region: '',
    });
    expect(state.colors).toMatchObject({ enabled: true, value: ['dark_red', 'sky', 'unknown'] });
    expect(state.names).toMatchObject({ enabled: true, exactMatch: false, value: ['Acme'] });
    expect(state.onlyNew.enabled).toBe(false);
    // The empty value means "nothing chosen", which is the default.
    expect(state.region.value).toBe('north');
  });

  it('refuses an unknown criterion', () => {
    expect(() => updateCriterion(config, initialFilterState(config), 'nope', { enabled: true })).toThrow('nope');
  });
});
