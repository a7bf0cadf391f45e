// A criterion of several choices from fixed options (react-select), listed flat or under group headings;
// typing matches an option's label or value. With `allowCustom` a value the options do not list can be added
// too (spec §3: option lists "can accept a custom option"); text equal to an option picks that option.
import { findOption, toOptionOrCustom } from '@leadsignal/reference-data';
import Select from 'react-select';
import CreatableSelect from 'react-select/creatable';
import { flattenOptions } from './filter-state';
import { SELECT_MENU_PROPS } from './select-props';
import type { OptionItem, SelectOption } from './types';

export interface MultiSelectCriterionProps {
  id: string;
  /** The criterion's name, the input's accessible name. */
  name: string;
  /** The options, or groups of them under headings. */
  options: readonly OptionItem[];
  /** The chosen option values; one the options do not know (e.g. from an old saved search) shows as typed. */
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** Accepts values that are in no option (shown as "Add …" while typing). */
  allowCustom?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

export function MultiSelectCriterion({
  id,
  name,
  options,
  value,
  onChange,
  allowCustom,
  placeholder,
  autoFocus,
}: MultiSelectCriterionProps) {
  const flat = flattenOptions(options);
  const selected = value.map((item) => findOption(flat, item) ?? { value: item, label: item });
  const common = {
    ...SELECT_MENU_PROPS,
    isMulti: true as const,
    inputId: `${id}-input`,
    'aria-label': name,
    options,
    value: selected,
    onChange: (chosen: readonly SelectOption[]) => onChange(chosen.map((option) => String(option.value))),
    placeholder: placeholder ?? (allowCustom ? 'Select or type...' : 'Select...'),
    closeMenuOnSelect: false,
    autoFocus,
  };
  if (!allowCustom) return <Select<SelectOption, true> {...common} />;
  const add = (input: string) => {
    const option = toOptionOrCustom(flat, input);
    if (option.value === '') return;
    const values = value.map(String);
    // The same value typed again (in any case) is not added twice.
    if (!values.some((item) => item.toLowerCase() === String(option.value).toLowerCase())) {
      onChange([...values, String(option.value)]);
    }
  };
  return (
    <CreatableSelect<SelectOption, true>
      {...common}
      onCreateOption={add}
      formatCreateLabel={(input) => `Add "${input.trim()}"`}
      // Text that names a listed option is that option, not a new one.
      isValidNewOption={(input) => input.trim() !== '' && findOption(flat, input) === undefined}
    />
  );
}
