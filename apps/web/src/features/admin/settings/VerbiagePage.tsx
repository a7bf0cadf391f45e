// /settings/loginverbiage and /settings/signupverbiage: admins edit the wording shown beside the forms of
// the login and signup pages. One editor for both, parameterised by kind.
import { UI_MESSAGES, updateVerbiageSchema } from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { FormIds, TextField, useZodForm } from '../../../components/forms';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage } from '../../../lib/base-api';
import { useGetLoginWordingQuery, useGetPublicSettingsQuery, useGetSignupWordingQuery, Wording } from '../../auth';
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

/** The contract's rule, in the page's words. */
const wordingFormSchema = z.object({
  content: z
    .string()
    .max(
      WORDING_MAX_LENGTH ?? Number.MAX_SAFE_INTEGER,
      `Wording must be at most ${formatNumber(WORDING_MAX_LENGTH ?? 0)} characters.`,
    )
    .pipe(updateVerbiageSchema.shape.content),
});

function reasonOf(error: unknown): string {
  const isFetchError = typeof error === 'object' && error !== null && 'status' in error;
  return isFetchError ? errorMessage(error as FetchBaseQueryError) : UI_MESSAGES.genericError;
}

function WordingForm({ kind, initial }: { kind: VerbiageKind; initial: string }) {
  const [outcome, setOutcome] = useState<{ saved: true } | { saved: false; reason: string } | null>(null);
  const [saveLogin, loginSave] = useUpdateLoginWordingMutation();
  const [saveSignup, signupSave] = useUpdateSignupWordingMutation();
  const save = kind === 'login' ? saveLogin : saveSignup;
  const saving = kind === 'login' ? loginSave.isLoading : signupSave.isLoading;
  const form = useZodForm(wordingFormSchema, { content: initial });
  const content = form.watch('content');
  const tooLong = WORDING_MAX_LENGTH !== null && content.length > WORDING_MAX_LENGTH;

  // "Saved" would no longer describe what is on the screen once the wording changes.
  useEffect(() => {
    const { unsubscribe } = form.watch(() => setOutcome((current) => (current?.saved ? null : current)));
    return unsubscribe;
  }, [form]);

  // Sent as typed: the contract keeps the text as it is, and the public pages lay it out.
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const answer = await save(values);
    setOutcome('error' in answer ? { saved: false, reason: reasonOf(answer.error) } : { saved: true });
  });

  return (
    <>
      <Form noValidate aria-labelledby="verbiage-title" onSubmit={(event) => void submit(event)} className="mb-4">
        {outcome?.saved === true && (
          <Alert variant="success" role="status">
            The wording has been saved.
          </Alert>
        )}
        {outcome?.saved === false && <Alert variant="danger">{outcome.reason}</Alert>}
        <FormIds prefix="verbiage">
          <TextField
            form={form}
            name="content"
            label="Wording"
            rows={8}
            className="mb-1"
            hint="Plain text: tags such as <b> are shown as typed. A blank line starts a new paragraph."
          />
        </FormIds>
        {WORDING_MAX_LENGTH !== null && (
          <Form.Text
            id="verbiage-content-count"
            className={tooLong ? 'd-block text-end text-danger text-nowrap mb-3' : 'd-block text-end text-nowrap mb-3'}
            muted={!tooLong}
            aria-live="polite"
          >
            {formatNumber(content.length)} / {formatNumber(WORDING_MAX_LENGTH)} characters
          </Form.Text>
        )}
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

/** The login page's other offer: whether "Sign in with Google" shows, and how to turn it on. */
function GoogleSignInNote() {
  const { data } = useGetPublicSettingsQuery();
  if (!data) return null;
  return data.googleClientId ? (
    <Alert variant="info" role="note">
      Sign in with Google is on: its button shows on / and /login beside this wording.
    </Alert>
  ) : (
    <Alert variant="secondary" role="note">
      Sign in with Google is off. To offer it, set <code>GOOGLE_CLIENT_ID</code> in the server&apos;s settings to the
      OAuth 2.0 web client id from Google Cloud (APIs &amp; Services → Credentials, with this site&apos;s address among
      its authorised JavaScript origins) and restart the server: the button then shows on / and /login.
    </Alert>
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
      {kind === 'login' && <GoogleSignInNote />}
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
