// A criterion of numbers only (e.g. zip codes): the tag input that drops every character but digits.
import { TagInputCriterion } from './TagInputCriterion';

export interface NumericCriterionProps {
  id: string;
  name: string;
  value: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  autoFocus?: boolean;
}

export const NUMBERS_ONLY_MESSAGE = 'Only numbers are accepted.';

export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

export function NumericCriterion(props: NumericCriterionProps) {
  return (
    <TagInputCriterion
      {...props}
      placeholder={props.placeholder ?? 'A number, then Enter'}
      sanitize={digitsOnly}
      rejectedMessage={NUMBERS_ONLY_MESSAGE}
      inputMode="numeric"
    />
  );
}
