// Form state with inline validation as users expect it: a field's problem shows once something typed into it
// has been left, or once the form is submitted, and then updates as the user types; submitting an invalid form focuses its first
// invalid field instead of calling the server.
import { useState, type ChangeEvent, type FormEvent } from 'react';

export type Problems<F extends string> = Partial<Record<F, string | null>>;

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  problem: string | null;
}

export function useValidatedForm<F extends string>(
  initialValues: Record<F, string>,
  validate: (values: Record<F, string>) => Problems<F>,
) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const problems = validate(values);

  const field = (name: F): FieldBinding => ({
    name,
    value: values[name],
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    // Leaving an empty field says nothing yet: "required" waits for the submit. Otherwise merely passing through
    // a field (or leaving the autofocused one to click the button) would show a message that shifts the form,
    // and the button moving under the pointer between press and release swallows the click.
    onBlur: () => {
      if (values[name] !== '') setTouched((current) => ({ ...current, [name]: true }));
    },
    problem: submitted || touched[name] ? (problems[name] ?? null) : null,
  });

  const handleSubmit = (onValid: (values: Record<F, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = (Object.keys(initialValues) as F[]).find((name) => problems[name]);
    if (firstInvalid) {
      const element = event.currentTarget.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    onValid(values);
  };

  return { values, field, handleSubmit };
}
