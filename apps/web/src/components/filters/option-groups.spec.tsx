// Dropdowns with options under group headings, and a multi-choice criterion that accepts custom values.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { flattenOptions } from './filter-state';
import { FilterPanel } from './FilterPanel';
import { initialFilterState } from './filter-state';
import type { FilterConfig, FilterState } from './types';

interface Criteria {
  isKindsSelected: boolean;
  kinds: string[];
  isToolsSelected: boolean;
  tools: string[];
}

const config: FilterConfig<Criteria> = {
  id: 'groups',
  groups: [
    {
      id: 'g',
      title: 'Group',
      criteria: [
        {
          id: 'kinds',
          name: 'Kinds',
          kind: 'multiSelect',
          flag: 'isKindsSelected',
          field: 'kinds',
          options: [
            { label: 'Broad', options: [{ value: 'food', label: 'Food (all)' }] },
            {
              label: 'Narrow',
              options: [
                { value: 'bakeries', label: 'Bakeries' },
                { value: 'dairy', label: 'Dairy' },
              ],
            },
          ],
        },
        {
          id: 'tools',
          name: 'Tools',
          kind: 'multiSelect',
          flag: 'isToolsSelected',
          field: 'tools',
          options: [
            { value: 'Salesforce', label: 'Salesforce' },
            { value: 'SAP', label: 'SAP' },
          ],
          allowCustom: true,
        },
      ],
    },
  ],
};

function Panel({ onState }: { onState: (state: FilterState) => void }) {
  const [state, setState] = useState<FilterState>(() => ({
    ...initialFilterState(config),
    kinds: { ...initialFilterState(config).kinds, enabled: true },
    tools: { ...initialFilterState(config).tools, enabled: true },
  }));
  return (
    <FilterPanel
      config={config}
      state={state}
      onChange={(next) => {
        setState(next);
        onState(next);
      }}
    />
  );
}

const typeInto = (name: string, text: string) => {
  const input = screen.getByRole('combobox', { name });
  fireEvent.change(input, { target: { value: text } });
  return input;
};

describe('option groups and custom options', () => {
  it('flattens groups in order for lookups', () => {
    expect(
      flattenOptions(
        config.groups[0].criteria[0].kind === 'multiSelect' ? (config.groups[0].criteria[0].options as never) : [],
      ).map((o) => o.value),
    ).toEqual(['food', 'bakeries', 'dairy']);
  });

  it('shows the options under their headings and picks one', () => {
    const onState = jest.fn();
    render(<Panel onState={onState} />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Kinds' }), { key: 'ArrowDown' });
    expect(screen.getByText('Broad')).toBeTruthy();
    expect(screen.getByText('Narrow')).toBeTruthy();
    fireEvent.click(screen.getByText('Food (all)'));
    expect(onState.mock.lastCall[0].kinds.value).toEqual(['food']);
  });

  it('adds a value the options do not list', () => {
    const onState = jest.fn();
    render(<Panel onState={onState} />);
    const input = typeInto('Tools', 'ZephyrOS');
    expect(screen.getByText('Add "ZephyrOS"')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onState.mock.lastCall[0].tools.value).toEqual(['ZephyrOS']);
  });

  it('takes text equal to an option as that option, not a new one', () => {
    const onState = jest.fn();
    render(<Panel onState={onState} />);
    const input = typeInto('Tools', 'salesforce');
    expect(screen.queryByText('Add "salesforce"')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onState.mock.lastCall[0].tools.value).toEqual(['Salesforce']);
  });
});
