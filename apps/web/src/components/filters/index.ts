// The shared filter framework: a search screen gives a FilterConfig over its criteria type and gets the panel
// and the criteria it describes.
export * from './types';
export * from './filter-state';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { CheckboxCriterion, type CheckboxCriterionProps } from './CheckboxCriterion';
export { CriterionCard, type CriterionCardProps } from './CriterionCard';
export { MultiSelectCriterion, type MultiSelectCriterionProps } from './MultiSelectCriterion';
export { SingleSelectCriterion, type SingleSelectCriterionProps } from './SingleSelectCriterion';
export { TagInputCriterion, mergeEntries, type TagInputCriterionProps } from './TagInputCriterion';
export { NumericCriterion, digitsOnly, NUMBERS_ONLY_MESSAGE, type NumericCriterionProps } from './NumericCriterion';
export { matchesLabelOrValue } from './select-props';
