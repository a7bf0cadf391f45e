// What every dropdown of the filter panel shares (spec §9: menu max height 300, min height 140), and
// matching an option by its label or its value.
import type { GroupBase, StylesConfig } from 'react-select';
import type { SelectOption } from './types';

const fold = (text: string | number): string =>
  String(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** True when the typed text occurs in the option's label or in its value, ignoring case and accents. */
export function matchesLabelOrValue(option: { label: string; value: string | number }, input: string): boolean {
  const text = fold(input);
  if (text === '') return true;
  return fold(option.label).includes(text) || fold(option.value).includes(text);
}

// The menu is drawn over the page so the narrow, scrolling filter panel never clips it.
const styles: StylesConfig<SelectOption, boolean, GroupBase<SelectOption>> = {
  menuPortal: (base) => ({ ...base, zIndex: 1060 }),
};

export const SELECT_MENU_PROPS = {
  maxMenuHeight: 300,
  minMenuHeight: 140,
  menuPlacement: 'auto' as const,
  menuPortalTarget: typeof document === 'undefined' ? null : document.body,
  styles,
  classNamePrefix: 'criterion-select',
  filterOption: (option: { label: string; value: string | number }, input: string) =>
    matchesLabelOrValue(option, input),
};
