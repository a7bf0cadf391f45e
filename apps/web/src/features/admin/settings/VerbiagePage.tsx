// /settings/loginverbiage and /settings/signupverbiage: admins edit the wording shown beside the forms of
// the login and signup pages. One editor for both, parameterised by kind.
import { UI_MESSAGES, updateVerbiageSchema } from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage } from '../../../lib/base-api';
import { useGetLoginWordingQuery, useGetSignupWordingQuery, Wording } from '../../auth';
import { useUpdateLoginWordingMutation, useUpdateSignupWordingMutation } from './api';
import { formatNumber } from '../../../lib/format';

export type VerbiageKind = 'login' | 'signup';

const KINDS: Record<VerbiageKind, { title: string; description: string }> = {
  login: {
    title: 'Login Wording',
    description: 'The text shown beside the sign-in form on the login page, to everyone before they sign in.',
  },
  signup: {
    title: 'Signup Wording',
    description: 'The text shown beside the sign-up form on the signup page, to everyone creating an account.',
  },
};

/** The contract's limit (updateVerbiageSchema), null if it ever drops it. */
const WORDING_MAX_LENGTH = updateVerbiageSchema.shape.content.maxLength;


/** What is wrong with the wording by the contract's own rules, in the page's words; null when it may be saved. */
function wordingProblem(content: string): string | null {
  const parsed = updateVerbiageSchema.safeParse({ content });
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  if (issue.code === 'too_big') return `Wording must be at most ${formatNumber(Number(issue.maximum))} characters.`;
  if (issue.code === 'too_small') return 'Wording is required.';
  return issue.message;
}

function reasonOf(error: unknown): string {
  const isFetchError = typeof error === 'object' && error !== null && 'status' in error;
  return isFetchError ? errorMessage(error as FetchBaseQueryError) : UI_MESSAGES.genericError;
}

function WordingForm({ kind, initial }: { kind: VerbiageKind; initial: string }) {
  const [content, setContent] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: true } | { saved: false; reason: string } | null>(null);
  const [saveLogin, loginSave] = useUpdateLoginWordingMutation();
  const [saveSignup, signupSave] = useUpdateSignupWordingMutation();
  const save = kind === 'login' ? saveLogin : saveSignup;
  const saving = kind === 'login' ? loginSave.isLoading : signupSave.isLoading;
  const problem = submitted ? wordingProblem(content) : null;
  const tooLong = WORDING_MAX_LENGTH !== null && content.length > WORDING_MAX_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setOutcome(null);
    if (wordingProblem(content)) return;
    // Sent exactly as typed: the contract keeps the text as it is, and the public pages lay it out.
    save({ content })
      .unwrap()
      .then(
        () => setOutcome({ saved: true }),
        (error: unknown) => setOutcome({ saved: false, reason: reasonOf(error) }),
      );
  };

  const change = (value: string) => {
    setContent(value);
    // "Saved" would no longer describe what is on the screen.
    setOutcome((current) => (current?.saved ? null : current));
  };

  const describedBy = [
    'verbiage-content-hint',
    WORDING_MAX_LENGTH !== null && 'verbiage-content-count',
    problem && 'verbiage-content-problem',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <Form noValidate aria-labelledby="verbiage-title" onSubmit={submit} className="mb-4">
        {outcome?.saved === true && (
          <Alert variant="success" role="status">
            The wording has been saved.
          </Alert>
        )}
        {outcome?.saved === false && <Alert variant="danger">{outcome.reason}</Alert>}
        <Form.Group className="mb-3" controlId="verbiage-content">
          <Form.Label>Wording</Form.Label>
          <Form.Control
            as="textarea"
            rows={8}
            value={content}
            onChange={(event) => change(event.target.value)}
            isInvalid={Boolean(problem)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
          />
          {problem && (
            <Form.Control.Feedback type="invalid" id="verbiage-content-problem">
              {problem}
            </Form.Control.Feedback>
          )}
          <div className="d-flex justify-content-between gap-3">
            <Form.Text id="verbiage-content-hint" muted>
              Plain text: tags such as &lt;b&gt; are shown as typed. A blank line starts a new paragraph.
            </Form.Text>
            {WORDING_MAX_LENGTH !== null && (
              <Form.Text
                id="verbiage-content-count"
                className={tooLong ? 'text-danger text-nowrap' : 'text-nowrap'}
                muted={!tooLong}
              >
                {formatNumber(content.length)} / {formatNumber(WORDING_MAX_LENGTH)} characters
              </Form.Text>
            )}
          </div>
        </Form.Group>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Form>
      <section aria-labelledby="verbiage-preview-title">
        <h2 id="verbiage-preview-title" className="h5">
          Preview
        </h2>
        <Card body className="bg-light">
          {content.trim() ? (
            <Wording content={content} />
          ) : (
            <p className="text-secondary mb-0">No wording: the page shows its form alone.</p>
          )}
        </Card>
      </section>
    </>
  );
}

export function VerbiagePage({ kind }: { kind: VerbiageKind }) {
  // Both queries are called so the hooks never change between renders; only this kind's one runs.
  const login = useGetLoginWordingQuery(undefined, { skip: kind !== 'login' });
  const signup = useGetSignupWordingQuery(undefined, { skip: kind !== 'signup' });
  const current = kind === 'login' ? login : signup;
  const { title, description } = KINDS[kind];

  let body;
  if (current.data !== undefined) body = <WordingForm key={kind} kind={kind} initial={current.data} />;
  else if (current.isError)
    body = (
      <Alert variant="danger">
        <p>The current wording could not be loaded: {reasonOf(current.error)}</p>
        <Button variant="outline-danger" size="sm" onClick={() => void current.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else body = <PageLoader />;

  return (
    <div>
      <h1 id="verbiage-title" className="h3 mb-2">
        {title}
      </h1>
      <p className="text-secondary">{description}</p>
      {body}
    </div>
  );
}

export function LoginVerbiagePage() {
  return <VerbiagePage kind="login" />;
}

export function SignupVerbiagePage() {
  return <VerbiagePage kind="signup" />;
}
