// /acceptinvite?token=…: the invitation e-mail's link. The invitee chooses a password (which also confirms
// their address), then signs in on /login, where their address is filled in. A used, expired or unknown link says so and points to "Forgot
// password", which works for an invited account too.
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../../lib/toast';
import { useAcceptInviteMutation } from '../api';
import { NewPasswordPage } from '../components/NewPasswordPage';

export const INVITE_ACCEPTED_MESSAGE = 'Your password is set. Sign in with your e-mail address and new password.';

const ASK_AGAIN = (
  <p className="mb-0 mt-2">
    Ask your administrator for a new invitation, or <Link to="/forgotpassword">choose a password by e-mail</Link>.
  </p>
);

export function AcceptInvitePage() {
  const navigate = useNavigate();
  const [acceptInvite, { isLoading }] = useAcceptInviteMutation();
  const invitee = useRef('');
  return (
    <NewPasswordPage
      title="Accept your invitation"
      incomplete={{
        title: 'This invitation link is incomplete',
        reason: 'The link has no invitation code. Open the link from the e-mail exactly as it was sent.',
      }}
      failureTitle="Your password was not set"
      newLink={ASK_AGAIN}
      intro={<p>Choose a password to join your team on LeadSignal.</p>}
      labels={{ password: 'Password', confirmPassword: 'Confirm password', submit: 'Set password and join' }}
      save={async (request) => {
        invitee.current = (await acceptInvite(request).unwrap()).email;
      }}
      saving={isLoading}
      onSaved={() => {
        notifySuccess(INVITE_ACCEPTED_MESSAGE);
        // The sign-in page opens with the invitee's address filled in.
        navigate(`/login?email=${encodeURIComponent(invitee.current)}`, { replace: true });
      }}
    />
  );
}
