// A criterion of one choice from fixed options (react-select), listed flat or under group headings; typing
// matches an option's label or value.
import { findOption } from '@leadsignal/reference-data';
import Select from 'react-select';
import { flattenOptions } from './filter-state';
import { SELECT_MENU_PROPS } from './select-props';
import type { OptionItem, SelectOption } from './types';

export interface SingleSelectCriterionProps {
  id: string;
  /** The criterion's name, the input's accessible name. */
  name: string;
  /** The options, or groups of them under headings. */
  options: readonly OptionItem[];
  /** The chosen option's value, or null for none. */
  value: string | number | null;
  onChange: (value: string | number | null) => void;
  /** Lets the user remove the choice (e.g. not for a country, which always has one). */
  isClearable?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

export function SingleSelectCriterion(props: SingleSelectCriterionProps) {
  const { id, name, options, value, onChange, isClearable, placeholder, autoFocus } = props;
  const selected =
    value === null ? null : (findOption(flattenOptions(options), value) ?? { value, label: String(value) });
  return (
    <Select<SelectOption, false>
      {...SELECT_MENU_PROPS}
      inputId={`${id}-input`}
      aria-label={name}
      options={options}
      value={selected}
      onChange={(chosen) => onChange(chosen ? chosen.value : null)}
      isClearable={isClearable}
      placeholder={placeholder ?? 'Select...'}
      autoFocus={autoFocus}
    />
  );
}
