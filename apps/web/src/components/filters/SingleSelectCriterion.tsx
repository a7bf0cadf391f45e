// A criterion of one choice from fixed options (react-select), listed flat or under group headings; typing
// matches an option's label or value. The menu opens at the chosen option (a country list opens at the country
// chosen, not at "Afghanistan").
import { findOption } from '@leadsignal/reference-data';
import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';
import Select, { components, type MenuListProps } from 'react-select';
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

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** Scrolls `list` so its focused option sits in the middle of it (the top when the option is near the start). */
export function scrollToFocusedOption(list: HTMLElement, classNamePrefix: string): void {
  const option = list.querySelector<HTMLElement>(`.${classNamePrefix}__option--is-focused`);
  if (!option) return;
  list.scrollTop = Math.max(0, option.offsetTop - (list.clientHeight - option.offsetHeight) / 2);
}

/**
 * The menu's list, scrolled on opening to the focused option — the chosen one, as react-select focuses it when the
 * value is one of `options`. react-select scrolls there itself only when the list exists in the render that opens
 * the menu; drawn over the page (menuPortalTarget) the list arrives a render later and would open at the top.
 */
function MenuListAtChoice(props: MenuListProps<SelectOption, false>) {
  const { innerRef, selectProps } = props;
  const list = useRef<HTMLDivElement | null>(null);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      list.current = element;
      setRef(innerRef, element);
    },
    [innerRef],
  );
  const classNamePrefix = selectProps.classNamePrefix ?? SELECT_MENU_PROPS.classNamePrefix;
  // Once, as the menu opens: afterwards the list scrolls as the user moves through it.
  useLayoutEffect(() => {
    if (list.current) scrollToFocusedOption(list.current, classNamePrefix);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <components.MenuList {...props} innerRef={ref} />;
}

const SELECT_COMPONENTS = { MenuList: MenuListAtChoice };

export function SingleSelectCriterion(props: SingleSelectCriterionProps) {
  const { id, name, options, value, onChange, isClearable, placeholder, autoFocus } = props;
  const selected =
    value === null ? null : (findOption(flattenOptions(options), value) ?? { value, label: String(value) });
  return (
    <Select<SelectOption, false>
      {...SELECT_MENU_PROPS}
      inputId={`${id}-input`}
      aria-label={name}
      components={SELECT_COMPONENTS}
      options={options}
      value={selected}
      onChange={(chosen) => onChange(chosen ? chosen.value : null)}
      isClearable={isClearable}
      placeholder={placeholder ?? 'Select...'}
      autoFocus={autoFocus}
    />
  );
}
