// A criterion of several choices from fixed options (react-select); typing matches an option's label or value.
import { findOption } from '@leadsignal/reference-data';
import Select from 'react-select';
import { SELECT_MENU_PROPS } from './select-props';
import type { SelectOption } from './types';

export interface MultiSelectCriterionProps {
  id: string;
  /** The criterion's name, the input's accessible name. */
  name: string;
  options: readonly SelectOption[];
  /** The chosen option values; one the options do not know (e.g. from an old saved search) shows as typed. */
  value: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  autoFocus?: boolean;
}

export function MultiSelectCriterion({
  id,
  name,
  options,
  value,
  onChange,
  placeholder,
  autoFocus,
}: MultiSelectCriterionProps) {
  const selected = value.map((item) => findOption(options, item) ?? { value: item, label: item });
  return (
    <Select<SelectOption, true>
      {...SELECT_MENU_PROPS}
      isMulti
      inputId={`${id}-input`}
      aria-label={name}
      options={options}
      value={selected}
      onChange={(chosen) => onChange(chosen.map((option) => String(option.value)))}
      placeholder={placeholder ?? 'Select...'}
      closeMenuOnSelect={false}
      autoFocus={autoFocus}
    />
  );
}
