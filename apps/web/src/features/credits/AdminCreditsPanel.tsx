// On the admin's user screen: the user's balances, a grant / take-back form with a required reason (a ledger
// row, never an in-place edit) and the user's credit history. Read-only on the admin's own account.
import type { AdminUser } from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/base-api';
import { notifySuccess } from '../../lib/toast';
import { useChangeUserCreditsMutation } from './api';
import { CreditHistory } from './CreditHistory';
import { formatNumber } from '../../lib/format';

export function creditChangeProblems(delta: string, reason: string): { delta: string | null; reason: string | null } {
  const n = Number(delta.trim());
  return {
    delta:
      !/^-?\d+$/.test(delta.trim()) || n === 0
        ? 'Enter a whole number of credits: positive grants, negative takes back.'
        : Math.abs(n) > 1_000_000_000
          ? 'At most 1,000,000,000 credits at once.'
          : null,
    reason: reason.trim().length < 3 ? 'Say why (at least 3 characters).' : null,
  };
}

export function AdminCreditsPanel({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [balance, setBalance] = useState({
    total: user.monthlyAvailableCredits,
    allowance: user.allowanceCredits,
    topUp: user.topUpCredits,
  });
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeUserCreditsMutation();
  const problems = creditChangeProblems(delta, reason);

  const apply = () => {
    setSubmitted(true);
    setFailure(null);
    if (problems.delta || problems.reason) return;
    change({ userId: user.id, change: { delta: Number(delta.trim()), reason: reason.trim() } })
      .unwrap()
      .then(
        (after) => {
          setBalance({
            total: after.monthlyAvailableCredits,
            allowance: after.allowanceCredits,
            topUp: after.topUpCredits,
          });
          setDelta('');
          setReason('');
          setSubmitted(false);
          notifySuccess('The credits have been changed.');
        },
        (error: FetchBaseQueryError) => setFailure(errorMessage(error)),
      );
  };

  return (
    <fieldset className="mb-3 border-top pt-3">
      <legend className="form-label fs-6">Credits</legend>
      <p className="mb-2" data-testid="edit-user-balance">
        Balance: <strong>{formatNumber(balance.total)}</strong>{' '}
        <span className="text-muted small">
          (allowance {formatNumber(balance.allowance)}, top-ups {formatNumber(balance.topUp)})
        </span>
      </p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {!isSelf && (
        <div>
          <TextField
            id="edit-user-credit-delta"
            label="Credits to grant (negative takes back)"
            value={delta}
            inputMode="numeric"
            problem={submitted ? (problems.delta ?? undefined) : undefined}
            onChange={setDelta}
          />
          <TextField
            id="edit-user-credit-reason"
            label="Reason"
            value={reason}
            required
            problem={submitted ? (problems.reason ?? undefined) : undefined}
            onChange={setReason}
          />
          <Button variant="outline-primary" size="sm" className="mb-3" onClick={apply} disabled={isLoading}>
            Apply credits
          </Button>
        </div>
      )}
      <CreditHistory userId={user.id} idPrefix="edit-user-ledger" />
    </fieldset>
  );
}
