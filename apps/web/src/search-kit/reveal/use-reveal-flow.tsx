// The reveal flow of reveal.ts as a hook: the state the cells read (RevealContext) and the modals the page
// renders (Confirm, Email and the insufficient-credit modal).
import { NOT_ENOUGH_CREDITS_REASON } from '@leadsignal/contracts';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { EmailModal } from '../../components/modals/EmailModal';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';
import { creditSpent, monthlyAvailableCreditsSet, selectMonthlyAvailableCredits } from '../../stores/shared-slice';
import { InsufficientCreditModal } from '../exports/InsufficientCreditModal';
import type { RevealConfig, RevealedContact, RevealState, RevealTarget } from './reveal';

export const REVEAL_COST_MESSAGE = 'This will use 1 credit. Do you want to reveal the e-mail?';
export const REVEAL_NO_CREDIT_TITLE = 'Not enough credits';

export interface RevealFlow {
  state: RevealState;
  /** The Confirm, Email and insufficient-credit modals: render them once on the page. */
  modals: ReactNode;
}

export function useRevealFlow(config: RevealConfig): RevealFlow {
  const dispatch = useAppDispatch();
  const canReveal = useAppSelector(selectAllowedPermissions).includes(config.permission);
  const outOfCredits = useAppSelector(selectMonthlyAvailableCredits) < 1;
  const { reveal: call, busy } = config.useReveal();
  const [revealed, setRevealed] = useState<Readonly<Record<string, RevealedContact>>>({});
  const [confirming, setConfirming] = useState<RevealTarget | null>(null);
  const [noCredit, setNoCredit] = useState(false);
  const [shown, setShown] = useState<{ target: RevealTarget; contact: RevealedContact | undefined } | null>(null);

  const reveal = async (target: RevealTarget) => {
    const answer = await call(target.id);
    setConfirming(null);
    if (!answer) {
      setShown(null);
      return;
    }
    if (answer.isCreditDeducted) {
      // The server's balance when it sends one; otherwise one credit less. Both stop at 0.
      dispatch(
        typeof answer.monthlyAvailableCredits === 'number'
          ? monthlyAvailableCreditsSet(answer.monthlyAvailableCredits)
          : creditSpent(),
      );
    }
    const contact: RevealedContact = { email: answer.email, phone: answer.phone, paidBy: answer.paidBy };
    setRevealed((known) => ({ ...known, [target.id]: contact }));
    setShown({ target, contact });
  };

  const start = (target: RevealTarget) => {
    if (!canReveal) return;
    const known = revealed[target.id];
    if (known) {
      setShown({ target, contact: known });
    } else if (target.isViewed) {
      setShown({ target, contact: undefined });
      void reveal(target);
    } else if (outOfCredits) {
      setNoCredit(true);
    } else {
      setConfirming(target);
    }
  };

  const state: RevealState = {
    canReveal,
    outOfCredits,
    revealed: (id) => revealed[id],
    isViewed: (row) => row.isViewed === true || Object.hasOwn(revealed, row.id),
    start,
  };

  const modals = (
    <>
      <ConfirmModal
        show={confirming !== null}
        message={REVEAL_COST_MESSAGE}
        busy={busy}
        onConfirm={() => {
          if (confirming) void reveal(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
      <EmailModal
        show={shown !== null}
        contactName={shown?.target.contactName}
        email={shown?.contact?.email}
        phone={shown?.contact ? shown.contact.phone : undefined}
        paidBy={shown?.contact?.paidBy}
        onHide={() => setShown(null)}
      />
      <InsufficientCreditModal
        show={noCredit}
        title={REVEAL_NO_CREDIT_TITLE}
        message={NOT_ENOUGH_CREDITS_REASON}
        onClose={() => setNoCredit(false)}
      />
    </>
  );
  return { state, modals };
}
