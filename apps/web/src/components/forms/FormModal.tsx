// One form modal for the whole app: a title, the fields, Cancel and a submit button that is disabled while the
// form is sent (with a spinner), the fields' problems inline and the server's refusal over them. The form is
// held by useZodForm with the caller's schema and is made afresh at every opening. `onSubmit` gets the schema's
// output; what it returns (a string) is shown as the form's problem, and it may set a field's problem itself
// (form.setError) when the server names the field.
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormIds } from './fields';
import { useZodForm, type FormSchema, type ZodForm } from './use-zod-form';

export interface FormModalProps<S extends FormSchema> {
  /** Prefix of the dialog's ids: `<id>-title` and the fields' `<id>-<name>`. */
  id: string;
  title: ReactNode;
  /** Shown; default true (a modal mounted only while open). */
  show?: boolean;
  onHide: () => void;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** With the valid values: send them; a string returned is shown as the form's problem. */
  onSubmit: (values: z.output<S>, form: ZodForm<S>) => Promise<string | null | void> | string | null | void;
  children: (form: ZodForm<S>) => ReactNode;
  submitLabel?: string;
  /** Submit is offered only when this holds for what is typed (e.g. a required name not empty). */
  canSubmit?: (values: z.input<S>) => boolean;
  /** Busy beyond the submit itself (e.g. a call the fields make). */
  busy?: boolean;
  /** The form's accessible name, when the title is not enough. */
  label?: string;
  size?: 'sm' | 'lg' | 'xl';
  scrollable?: boolean;
  /** Replaces Cancel and submit (e.g. a modal with more actions). */
  footer?: (form: ZodForm<S>) => ReactNode;
}

export function FormModal<S extends FormSchema>(props: FormModalProps<S>) {
  const { id, title, show = true, onHide, size, scrollable } = props;
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={`${id}-title`} centered size={size} scrollable={scrollable}>
      <Modal.Header closeButton>
        <Modal.Title id={`${id}-title`}>{title}</Modal.Title>
      </Modal.Header>
      {/* Mounted while shown, so every opening starts from the default values. */}
      {show && <ModalForm {...props} />}
    </Modal>
  );
}

function ModalForm<S extends FormSchema>(props: FormModalProps<S>) {
  const { id, schema, defaultValues, onSubmit, children, onHide, canSubmit, busy, label, footer } = props;
  // The form's own type: TypeScript cannot relate the resolver's generic types to ZodForm<S> by itself.
  const form = useZodForm(schema, defaultValues) as unknown as ZodForm<S>;
  const [problem, setProblem] = useState<string | null>(null);
  const sending = form.formState.isSubmitting || Boolean(busy);
  const values = useWatch({ control: form.control }) as z.input<S>;
  const offered = canSubmit ? canSubmit(values) : true;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const refused = await onSubmit(values, form);
    if (typeof refused === 'string') setProblem(refused);
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      <Modal.Body>
        {problem && (
          <Alert variant="danger" role="alert">
            {problem}
          </Alert>
        )}
        <FormIds prefix={id}>{children(form)}</FormIds>
      </Modal.Body>
      <Modal.Footer>
        {footer ? (
          footer(form)
        ) : (
          <>
            <Button variant="outline-secondary" onClick={onHide}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={sending || !offered}>
              {sending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {props.submitLabel ?? 'Save'}
            </Button>
          </>
        )}
      </Modal.Footer>
    </Form>
  );
}
