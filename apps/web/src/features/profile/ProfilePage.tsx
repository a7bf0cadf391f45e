// /profile: the signed-in user's names, e-mail, a way to change the password and to sign out everywhere.
import { updateProfileSchema, type CurrentUser } from '@leadsignal/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { FormIds, required, serverReason, TextField, useZodForm } from '../../components/forms';
import { endSession } from '../../lib/base-api';
import { saveSignedOutReason } from '../../lib/storage';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { selectCurrentUser } from '../../stores/session-slice';
import { useSignOutEverywhereMutation, useUpdateProfileMutation } from './api';
import { CreditHistory } from '../credits';
import { useGetMeQuery } from '../../lib/me-api';
import { formatDay, formatNumber } from '../../lib/format';

/** The contract's names, with "… is required." for a blank one. */
const profileFormSchema = z.object({
  firstName: required('First name is required.', updateProfileSchema.shape.firstName),
  lastName: required('Last name is required.', updateProfileSchema.shape.lastName),
});

function ProfileForm({ user }: { user: CurrentUser }) {
  const [outcome, setOutcome] = useState<{ saved: true } | { saved: false; reason: string } | null>(null);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const form = useZodForm(profileFormSchema, { firstName: user.firstName, lastName: user.lastName });

  const submit = form.handleSubmit(async (names) => {
    setOutcome(null);
    const answer = await updateProfile(names);
    setOutcome('error' in answer ? { saved: false, reason: serverReason(answer.error) } : { saved: true });
  });

  return (
    <Form noValidate aria-label="Your details" onSubmit={(event) => void submit(event)}>
      {outcome?.saved === true && (
        <Alert variant="success" role="status">
          Your profile has been saved.
        </Alert>
      )}
      {outcome?.saved === false && <Alert variant="danger">{outcome.reason}</Alert>}
      <FormIds prefix="profile">
        <TextField
          form={form}
          name="firstName"
          id="profile-first-name"
          label="First name"
          autoComplete="given-name"
          required
        />
        <TextField
          form={form}
          name="lastName"
          id="profile-last-name"
          label="Last name"
          autoComplete="family-name"
          required
        />
      </FormIds>
      <Form.Group className="mb-3" controlId="profile-email">
        <Form.Label>Email</Form.Label>
        <Form.Control value={user.email} readOnly plaintext aria-describedby="profile-email-hint" />
        <Form.Text id="profile-email-hint" muted>
          Your e-mail address is your sign-in name and cannot be changed here.
        </Form.Text>
      </Form.Group>
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Save'}
      </Button>
    </Form>
  );
}

/** The balances (allowance renewing monthly, top-ups that never expire) and the credit history. */
function CreditsCard() {
  const me = useGetMeQuery().data;
  return (
    <Card className="mb-4" id="credits">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Credits
        </Card.Title>
        {me && (
          <p data-testid="profile-balances">
            <strong>{formatNumber(me.monthlyAvailableCredits)}</strong> credits left:{' '}
            {formatNumber(me.allowanceCredits)} of this month&apos;s allowance
            {me.renewsOn
              ? ` (renews to ${formatNumber(me.monthlyAllowance)} on ${formatDay(me.renewsOn)})`
              : ''} and {formatNumber(me.topUpCredits)} purchased top-ups, which never expire and are spent after the
            allowance.
          </p>
        )}
        <CreditHistory />
      </Card.Body>
    </Card>
  );
}

export function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOutEverywhere, { isLoading: signingOut }] = useSignOutEverywhereMutation();

  const [confirming, setConfirming] = useState(false);

  const signOutEverywhereAndLeave = () => {
    signOutEverywhere()
      .unwrap()
      .then(
        () => {
          endSession(dispatch);
          saveSignedOutReason('You signed out on every device. Sign in again to continue.');
          navigate('/login', { replace: true });
        },
        // The base query has already shown the reason in a toast; the session stays as it was.
        () => undefined,
      );
  };

  return (
    <div>
      <h1 className="h3 mb-3">Profile</h1>
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Your details
          </Card.Title>
          {user && <ProfileForm key={user.id} user={user} />}
        </Card.Body>
      </Card>
      <CreditsCard />
      <Card>
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Security
          </Card.Title>
          <p>
            <Link to="/changepassword">Change your password</Link>
          </p>
          <p className="text-secondary">
            Lost a device or signed in on a shared computer? Signing out everywhere ends every session of your account,
            this one included.
          </p>
          <Button variant="outline-danger" onClick={() => setConfirming(true)} disabled={signingOut}>
            {signingOut ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
          <Modal show={confirming} onHide={() => setConfirming(false)} centered>
            <Modal.Header closeButton>
              <Modal.Title as="h2" className="h5">
                Sign out everywhere?
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              Every session of your account ends, on every device — this one included. You will have to sign in again.
            </Modal.Body>
            <Modal.Footer>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                disabled={signingOut}
                onClick={() => {
                  setConfirming(false);
                  signOutEverywhereAndLeave();
                }}
              >
                Sign out everywhere
              </Button>
            </Modal.Footer>
          </Modal>
        </Card.Body>
      </Card>
    </div>
  );
}
