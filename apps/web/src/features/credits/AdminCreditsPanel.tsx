// On the admin's user screen: the user's balances, a grant / take-back form with a required reason (a ledger
// row, never an in-place edit, checked with the contract's schema) and the user's credit history. Read-only on
// the admin's own account.
import { adminCreditChangeSchema, type AdminUser } from '@leadsignal/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { z } from 'zod';
import { FormIds, serverReason, TextField, useZodForm, wholeNumber } from '../../components/forms';
import { formatNumber } from '../../lib/format';
import { notifySuccess } from '../../lib/toast';
import { useChangeUserCreditsMutation } from './api';
import { CreditHistory } from './CreditHistory';

const DELTA_PROBLEM = 'Enter a whole number of credits: positive grants, negative takes back.';

export const creditChangeFormSchema = z.object({
  delta: wholeNumber(
    DELTA_PROBLEM,
    z
      .number()
      .refine((n) => n !== 0, DELTA_PROBLEM)
      .refine((n) => Math.abs(n) <= 1_000_000_000, 'At most 1,000,000,000 credits at once.'),
    true,
  ).pipe(adminCreditChangeSchema.shape.delta),
  reason: adminCreditChangeSchema.shape.reason,
});

export function AdminCreditsPanel({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [balance, setBalance] = useState({
    total: user.monthlyAvailableCredits,
    allowance: user.allowanceCredits,
    topUp: user.topUpCredits,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeUserCreditsMutation();
  const form = useZodForm(creditChangeFormSchema, { delta: '', reason: '' });

  // A part of the user form, not a form of its own: Apply sends only these two fields.
  const apply = form.handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await change({ userId: user.id, change: values });
    if ('error' in outcome) return setFailure(serverReason(outcome.error));
    const after = outcome.data;
    setBalance({ total: after.monthlyAvailableCredits, allowance: after.allowanceCredits, topUp: after.topUpCredits });
    form.reset();
    notifySuccess('The credits have been changed.');
  });

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
        <FormIds prefix="edit-user-credit">
          <TextField form={form} name="delta" label="Credits to grant (negative takes back)" inputMode="numeric" />
          <TextField form={form} name="reason" label="Reason" required />
          <Button
            variant="outline-primary"
            size="sm"
            className="mb-3"
            onClick={() => void apply()}
            disabled={isLoading}
          >
            Apply credits
          </Button>
        </FormIds>
      )}
      <CreditHistory userId={user.id} idPrefix="edit-user-ledger" />
    </fieldset>
  );
}
