// A checkbox switching a criterion on or off: the compact toggle every disabled criterion shows, and the
// whole input of a criterion that is only on or off (e.g. Email Required).
import Form from 'react-bootstrap/Form';

export interface CheckboxCriterionProps {
  id: string;
  /** The criterion's name, the checkbox's label. */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  autoFocus?: boolean;
  className?: string;
}

export function CheckboxCriterion({ id, name, checked, onChange, autoFocus, className }: CheckboxCriterionProps) {
  return (
    <Form.Check
      type="checkbox"
      id={`${id}-enabled`}
      className={className}
      label={name}
      checked={checked}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
