// The fields of a form held by useZodForm: a label, the input registered with the form, help text and the
// field's problem, wired for assistive technology (aria-invalid, aria-describedby). Ids are `<form id>-<name>`
// (FormIds, which FormModal provides) unless a field is given its own.
import { createContext, useContext, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

const FormIdContext = createContext('form');

/** The id prefix of the fields inside. */
export function FormIds({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <FormIdContext.Provider value={prefix}>{children}</FormIdContext.Provider>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field works with any form's output type
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

interface FieldProps<T extends FieldValues> {
  form: AnyForm<T>;
  name: Path<T>;
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

function useFieldIds<T extends FieldValues>({ form, name, id, hint }: FieldProps<T>) {
  const prefix = useContext(FormIdContext);
  const controlId = id ?? `${prefix}-${name.replace(/\./g, '-')}`;
  const problem = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const describedBy = [problem ? `${controlId}-problem` : null, hint ? `${controlId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return { controlId, problem, describedBy: describedBy || undefined };
}

function Help({ id, hint, problem }: { id: string; hint?: ReactNode; problem?: string }) {
  return (
    <>
      {problem && (
        <Form.Control.Feedback type="invalid" id={`${id}-problem`}>
          {problem}
        </Form.Control.Feedback>
      )}
      {hint && (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      )}
    </>
  );
}

export interface TextFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: 'text' | 'email' | 'password' | 'url';
  /** A textarea of this many rows instead of one line. */
  rows?: number;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  readOnly?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal';
  className?: string;
  /** The label is for assistive technology only (a field in a table row, named by its row). */
  hideLabel?: boolean;
  /** A small input (in a table row). */
  size?: 'sm';
}

export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { form, name, label, hint, rows, required, type = 'text', className = 'mb-3', ...input } = props;
  const { controlId, problem, describedBy } = useFieldIds(props);
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label visuallyHidden={input.hideLabel}>{label}</Form.Label>
      <Form.Control
        size={input.size}
        {...(rows ? { as: 'textarea' as const, rows } : { type })}
        {...form.register(name)}
        autoFocus={input.autoFocus}
        autoComplete={input.autoComplete}
        maxLength={input.maxLength}
        placeholder={input.placeholder}
        readOnly={input.readOnly}
        disabled={input.disabled}
        inputMode={input.inputMode}
        isInvalid={Boolean(problem)}
        aria-invalid={problem ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
      <Help id={controlId} hint={hint} problem={problem} />
    </Form.Group>
  );
}

export interface SelectFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: readonly { value: string | number; label: string }[];
  /** The value is a number (the options' values are). */
  numeric?: boolean;
}

export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { form, name, label, hint, options, numeric, disabled } = props;
  const { controlId, problem, describedBy } = useFieldIds(props);
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        {...form.register(name, numeric ? { valueAsNumber: true } : undefined)}
        disabled={disabled}
        isInvalid={Boolean(problem)}
        aria-describedby={describedBy}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Help id={controlId} hint={hint} problem={problem} />
    </Form.Group>
  );
}

export interface CheckFieldProps<T extends FieldValues> extends FieldProps<T> {
  type?: 'checkbox' | 'switch';
  className?: string;
  /** After the box is ticked or unticked (e.g. to clear a field that depends on it). */
  onChange?: (checked: boolean) => void;
}

export function CheckField<T extends FieldValues>(props: CheckFieldProps<T>) {
  const { form, name, label, hint, type = 'checkbox', disabled, className, onChange } = props;
  const { controlId, describedBy } = useFieldIds(props);
  return (
    <>
      <Form.Check
        {...form.register(name, onChange && { onChange: (event) => onChange(event.target.checked) })}
        id={controlId}
        type={type}
        label={label}
        disabled={disabled}
        className={className}
        aria-describedby={describedBy}
      />
      {hint && (
        <Form.Text id={`${controlId}-hint`} muted>
          {hint}
        </Form.Text>
      )}
    </>
  );
}

export interface RadioFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: readonly { value: string; label: string }[];
}

/** One choice of several, as radio buttons under a legend. */
export function RadioField<T extends FieldValues>(props: RadioFieldProps<T>) {
  const { form, name, label, options, disabled } = props;
  const { controlId, problem, describedBy } = useFieldIds(props);
  return (
    <fieldset className="mb-3" aria-describedby={problem ? `${controlId}-problem` : undefined}>
      <legend className="form-label fs-6">{label}</legend>
      {options.map((option) => (
        <Form.Check
          key={option.value}
          {...form.register(name)}
          id={`${controlId}-${option.value}`}
          type="radio"
          label={option.label}
          value={option.value}
          disabled={disabled}
          isInvalid={Boolean(problem)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
      ))}
      {problem && (
        <Form.Control.Feedback type="invalid" id={`${controlId}-problem`} className="d-block">
          {problem}
        </Form.Control.Feedback>
      )}
    </fieldset>
  );
}
