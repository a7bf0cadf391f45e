// A labelled text input (or textarea) with its help text and its inline problem, wired for assistive
// technology (aria-invalid, aria-describedby), as the forms of spec §5 show validation.
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  problem?: string;
  help?: ReactNode;
  onChange: (value: string) => void;
  inputMode?: 'text' | 'numeric' | 'decimal';
  textarea?: boolean;
  required?: boolean;
  disabled?: boolean;
}) {
  const { id, problem, help } = props;
  const describedBy = [problem ? `${id}-problem` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Control
        {...(props.textarea ? { as: 'textarea' as const, rows: 2 } : {})}
        inputMode={props.inputMode}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        isInvalid={Boolean(problem)}
        aria-invalid={problem ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy || undefined}
      />
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      {problem && (
        <Form.Control.Feedback type="invalid" id={`${id}-problem`}>
          {problem}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
