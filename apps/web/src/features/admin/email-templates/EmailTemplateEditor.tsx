// The admin's editor of one e-mail template: its subject and HTML body, the placeholders the e-mail offers
// (a click inserts one at the cursor of the field last worked in), a preview rendered by the API with the
// sample values, and the save (PUT settings/emailTemplates/:key). The contract's checks run here too: the
// placeholder problems as the admin types, the required fields and lengths once Save or Preview was tried;
// nothing is sent while one remains.
import {
  placeholderProblems,
  UI_MESSAGES,
  updateEmailTemplateSchema,
  type EmailPreview,
  type EmailTemplateKey,
  type EmailTemplateView,
  type UpdateEmailTemplateRequest,
} from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../../lib/base-api';
import { notifySuccess } from '../../../lib/toast';
import { usePreviewEmailTemplateMutation, useUpdateEmailTemplateMutation } from './api';
import { EMAIL_TEMPLATE_NAMES, placeholderToken } from './names';

export const TEMPLATE_SAVED_TEXT = 'The e-mail template has been saved.';

type Field = 'subject' | 'body';

const FIELD_LABELS: Record<Field, string> = { subject: 'Subject', body: 'Body (HTML)' };

/** The problems of each field: the schema's (once a send was tried) first, then the placeholders'. */
function problemsOf(key: EmailTemplateKey, template: UpdateEmailTemplateRequest, attempted: boolean) {
  const problems: Record<Field, string[]> = { subject: [], body: [] };
  if (attempted) {
    const parsed = updateEmailTemplateSchema.safeParse(template);
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'subject' || field === 'body') problems[field].push(issue.message);
    }
  }
  for (const problem of placeholderProblems(key, template)) problems[problem.field].push(problem.reason);
  return problems;
}

/** The template as it is sent, or null while the contract refuses it. */
function sendable(key: EmailTemplateKey, template: UpdateEmailTemplateRequest): UpdateEmailTemplateRequest | null {
  const parsed = updateEmailTemplateSchema.safeParse(template);
  if (!parsed.success || placeholderProblems(key, template).length > 0) return null;
  return parsed.data;
}

function reasonOf(error: unknown): string {
  const isFetchError = typeof error === 'object' && error !== null && 'status' in error;
  return isFetchError ? errorMessage(error as FetchBaseQueryError) : UI_MESSAGES.genericError;
}

function FieldFeedback({ id, problems }: { id: string; problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <Form.Control.Feedback type="invalid" id={id}>
      {problems.map((problem) => (
        <div key={problem}>{problem}</div>
      ))}
    </Form.Control.Feedback>
  );
}

function PreviewPane({ preview, stale }: { preview: EmailPreview; stale: boolean }) {
  return (
    <section aria-labelledby="email-template-preview-title" className="mt-4 pt-3 border-top">
      <h3 id="email-template-preview-title" className="h6">
        Preview with sample values
      </h3>
      {stale && (
        <p className="small text-warning-emphasis">
          The template has changed since this preview; click Preview to see the changes.
        </p>
      )}
      <p className="mb-2">
        <span className="text-muted">Subject:</span> <strong>{preview.subject}</strong>
      </p>
      <iframe
        title="E-mail preview"
        sandbox=""
        srcDoc={preview.html}
        className="w-100 border rounded bg-white"
        style={{ height: '24rem' }}
      />
      <h4 id="email-template-preview-text-title" className="h6 mt-3">
        Plain-text version
      </h4>
      <pre
        aria-labelledby="email-template-preview-text-title"
        className="border rounded bg-light p-2 small mb-0"
        style={{ whiteSpace: 'pre-wrap' }}
      >
        {preview.text}
      </pre>
    </section>
  );
}

export function EmailTemplateEditor({ template, onClose }: { template: EmailTemplateView; onClose: () => void }) {
  const name = EMAIL_TEMPLATE_NAMES[template.key];
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  // Where a placeholder button inserts: the field last focused, the body until then.
  const [target, setTarget] = useState<Field>('body');
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ result: EmailPreview; subject: string; body: string } | null>(null);
  const [updateTemplate, saving] = useUpdateEmailTemplateMutation();
  const [previewTemplate, previewing] = usePreviewEmailTemplateMutation();

  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // After an insertion: the field to focus again and where its cursor goes (after the placeholder).
  const caret = useRef<{ field: Field; position: number } | null>(null);
  useLayoutEffect(() => {
    const pending = caret.current;
    if (!pending) return;
    caret.current = null;
    const element = pending.field === 'subject' ? subjectRef.current : bodyRef.current;
    element?.focus();
    element?.setSelectionRange(pending.position, pending.position);
  }, [subject, body]);

  const problems = problemsOf(template.key, { subject, body }, attempted);

  /** The template to send, or null (and its problems shown) when there is a local problem. */
  const attempt = (): UpdateEmailTemplateRequest | null => {
    setAttempted(true);
    setFailure(null);
    return sendable(template.key, { subject, body });
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = attempt();
    if (!changes) return;
    updateTemplate({ key: template.key, template: changes })
      .unwrap()
      .then(
        () => {
          notifySuccess(TEMPLATE_SAVED_TEXT);
          onClose();
        },
        (error: unknown) => setFailure(reasonOf(error)),
      );
  };

  const showPreview = () => {
    const changes = attempt();
    if (!changes) return;
    const shown = { subject, body };
    previewTemplate({ key: template.key, template: changes })
      .unwrap()
      .then(
        (result) => setPreview({ result, ...shown }),
        (error: unknown) => setFailure(reasonOf(error)),
      );
  };

  const insert = (token: string) => {
    const field = target;
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const value = field === 'subject' ? subject : body;
    const start = Math.min(element?.selectionStart ?? value.length, value.length);
    const end = Math.max(start, Math.min(element?.selectionEnd ?? start, value.length));
    caret.current = { field, position: start + token.length };
    const next = value.slice(0, start) + token + value.slice(end);
    if (field === 'subject') setSubject(next);
    else setBody(next);
  };

  const describedBy = (field: Field, ...others: string[]) =>
    [problems[field].length > 0 ? `email-template-${field}-problem` : null, ...others].filter(Boolean).join(' ') ||
    undefined;

  return (
    <Modal show onHide={onClose} size="xl" aria-labelledby="email-template-editor-title">
      <Form noValidate onSubmit={save} aria-labelledby="email-template-editor-title">
        <Modal.Header closeButton>
          <Modal.Title id="email-template-editor-title">Edit &quot;{name}&quot;</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-muted">{template.description}</p>
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <Row>
            <Col lg={8}>
              <Form.Group className="mb-3" controlId="email-template-subject">
                <Form.Label>{FIELD_LABELS.subject}</Form.Label>
                <Form.Control
                  ref={subjectRef}
                  value={subject}
                  onChange={(event) => setSubject(event.target.value)}
                  onFocus={() => setTarget('subject')}
                  isInvalid={problems.subject.length > 0}
                  aria-invalid={problems.subject.length > 0 ? true : undefined}
                  aria-describedby={describedBy('subject')}
                />
                <FieldFeedback id="email-template-subject-problem" problems={problems.subject} />
              </Form.Group>
              <Form.Group className="mb-3" controlId="email-template-body">
                <Form.Label>{FIELD_LABELS.body}</Form.Label>
                <Form.Control
                  ref={bodyRef}
                  as="textarea"
                  rows={14}
                  spellCheck={false}
                  className="font-monospace small"
                  value={body}
                  onChange={(event) => setBody(event.target.value)}
                  onFocus={() => setTarget('body')}
                  isInvalid={problems.body.length > 0}
                  aria-invalid={problems.body.length > 0 ? true : undefined}
                  aria-describedby={describedBy('body')}
                />
                <FieldFeedback id="email-template-body-problem" problems={problems.body} />
              </Form.Group>
            </Col>
            <Col lg={4}>
              <section aria-labelledby="email-template-placeholders-title">
                <h3 id="email-template-placeholders-title" className="h6">
                  Placeholders
                </h3>
                <p id="email-template-placeholders-hint" className="small text-muted">
                  Click one to insert it at the cursor in the {target === 'subject' ? 'subject' : 'body'}.
                </p>
                <ul className="list-unstyled mb-0">
                  {template.placeholders.map((placeholder) => {
                    const token = placeholderToken(placeholder);
                    const descriptionId = `email-template-placeholder-${placeholder.name}`;
                    return (
                      <li key={placeholder.name} className="mb-2">
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          className="font-monospace"
                          aria-describedby={descriptionId}
                          // HTML placeholders belong in the body only.
                          disabled={Boolean(placeholder.html) && target === 'subject'}
                          onClick={() => insert(token)}
                        >
                          {token}
                        </Button>
                        <div id={descriptionId} className="small text-muted mt-1">
                          {placeholder.description}
                          {placeholder.html && (
                            <Badge bg="light" text="dark" className="ms-1 border">
                              HTML, body only
                            </Badge>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            </Col>
          </Row>
          {preview && (
            <PreviewPane preview={preview.result} stale={preview.subject !== subject || preview.body !== body} />
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" className="me-auto" disabled={previewing.isLoading} onClick={showPreview}>
            {previewing.isLoading && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
            Preview
          </Button>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={saving.isLoading}>
            {saving.isLoading && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
