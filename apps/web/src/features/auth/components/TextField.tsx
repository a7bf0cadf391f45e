// A labelled input with its inline problem, wired for screen readers (aria-invalid, aria-describedby).
import { useId, type InputHTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldBinding } from '../use-validated-form';

interface TextFieldProps extends FieldBinding {
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  hint?: string;
  autoFocus?: boolean;
}

export function TextField({
  label,
  type = 'text',
  autoComplete,
  hint,
  autoFocus,
  problem,
  ...binding
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [problem ? problemId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...binding}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        isInvalid={Boolean(problem)}
        aria-invalid={problem ? true : undefined}
        aria-required
        aria-describedby={describedBy}
      />
      {problem && (
        <Form.Control.Feedback type="invalid" id={problemId}>
          {problem}
        </Form.Control.Feedback>
      )}
      {hint && (
        <Form.Text id={hintId} muted>
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
