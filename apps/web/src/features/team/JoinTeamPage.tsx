// /team/join?token=…: the link a team's invitation e-mails to someone who already has an account. Signed in (a
// signed-out visitor signs in first and comes back here), they read what joining means and press "Join the team"
// (POST team/invitations/accept); then every answer the app holds is fetched again for the new team and /team
// opens. A link that is incomplete, used, revoked, expired or meant for another address says why, as the server
// words it.
import { acceptTeamInvitationRequestSchema } from '@leadsignal/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { serverReason } from '../../components/forms';
import { notifySuccess } from '../../lib/toast';
import { useAcceptTeamInvitationMutation } from './api';

export const JOIN_TITLE = 'Join the team';
export const JOINED_MESSAGE = 'You joined the team. Its credits are yours to spend from now on.';
export const NOT_JOINED = 'You did not join the team';

/** The link's token, or the contract's reason it is unusable (missing or malformed). */
function readToken(value: string | null): { token: string } | { problem: string } {
  const parsed = acceptTeamInvitationRequestSchema.safeParse({ token: value ?? '' });
  return parsed.success ? { token: parsed.data.token } : { problem: parsed.error.issues[0].message };
}

export function JoinTeamPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [accept, { isLoading }] = useAcceptTeamInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const link = readToken(params.get('token'));

  const join = async () => {
    if (!('token' in link)) return;
    setFailure(null);
    const outcome = await accept({ token: link.token });
    if ('error' in outcome) return setFailure(serverReason(outcome.error));
    notifySuccess(JOINED_MESSAGE);
    navigate('/team', { replace: true });
  };

  return (
    <section className="status-page" aria-labelledby="join-team-title">
      <h1 id="join-team-title" className="h3">
        {JOIN_TITLE}
      </h1>
      {'problem' in link ? (
        <Alert variant="danger" role="alert" className="text-start">
          <p className="fw-semibold mb-1">This invitation link cannot be used</p>
          <p className="mb-0">
            {link.problem} Open the link from the e-mail exactly as it was sent, or ask whoever invited you to send it
            again.
          </p>
        </Alert>
      ) : (
        <>
          <p>You have been invited to join a team on LeadSignal. When you join:</p>
          <ul className="text-start">
            <li>you spend from the team&apos;s credit pool, up to the monthly cap the team set for you, if any;</li>
            <li>a person a teammate already paid for is free for you;</li>
            <li>the credits left in your own account move into the team&apos;s pool as top-ups, never lost.</li>
          </ul>
          {failure && (
            <Alert variant="danger" role="alert" className="text-start">
              <p className="fw-semibold mb-1">{NOT_JOINED}</p>
              <p className="mb-0">{failure}</p>
            </Alert>
          )}
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Button onClick={() => void join()} disabled={isLoading}>
              {isLoading && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {JOIN_TITLE}
            </Button>
            <Link to="/home" className="btn btn-outline-secondary">
              Not now
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
