// Revealing a contact's e-mail (spec §4): free for a row already viewed; otherwise the Confirm modal
// ("This will use 1 credit") comes first. A charged reveal lowers the Credit badge, never below 0.
import { useState } from 'react';
import type { ConfirmModalProps } from '../../components/modals/ConfirmModal';
import type { EmailModalProps } from '../../components/modals/EmailModal';
import { useAppDispatch } from '../../stores/hooks';
import { creditSpent, monthlyAvailableCreditsSet } from '../../stores/shared-slice';
import { useRevealAlertEmailMutation } from './api';

export const REVEAL_COST_MESSAGE = 'This will use 1 credit. Do you want to reveal the e-mail?';

export interface RevealTarget {
  id: string;
  contactName: string;
  /** Viewed rows are revealed without asking (free). */
  isViewed: boolean;
  /** Already known (revealed earlier on this screen): shown without a call. */
  knownEmail?: string | null;
}

export interface EmailReveal {
  /** Starts the flow for a row: the e-mail straight away when viewed, else the 1-credit confirmation. */
  start: (target: RevealTarget) => void;
  confirmProps: Pick<ConfirmModalProps, 'show' | 'message' | 'busy' | 'onConfirm' | 'onCancel'>;
  emailProps: EmailModalProps;
}

/** `onRevealed` hears every successful reveal, so the screen can mark the row viewed and keep the e-mail. */
export function useEmailReveal(onRevealed: (id: string, email: string | null) => void): EmailReveal {
  const dispatch = useAppDispatch();
  const [revealEmail, { isLoading }] = useRevealAlertEmailMutation();
  const [confirming, setConfirming] = useState<RevealTarget | null>(null);
  const [shown, setShown] = useState<{ target: RevealTarget; email: string | null | undefined } | null>(null);

  const reveal = async (target: RevealTarget) => {
    const outcome = await revealEmail(target.id);
    setConfirming(null);
    if ('error' in outcome) {
      // The base query has shown the reason (a 402 says no credit is left).
      setShown(null);
      return;
    }
    const { data: email, isCreditDeducted, monthlyAvailableCredit } = outcome.data;
    if (isCreditDeducted) {
      // The server's balance when it sends one; otherwise one credit less. Both stop at 0.
      dispatch(
        typeof monthlyAvailableCredit === 'number' ? monthlyAvailableCreditsSet(monthlyAvailableCredit) : creditSpent(),
      );
    }
    onRevealed(target.id, email ?? null);
    setShown({ target, email: email ?? null });
  };

  const start = (target: RevealTarget) => {
    if (target.knownEmail !== undefined) {
      setShown({ target, email: target.knownEmail });
    } else if (target.isViewed) {
      setShown({ target, email: undefined });
      void reveal(target);
    } else {
      setConfirming(target);
    }
  };

  return {
    start,
    confirmProps: {
      show: confirming !== null,
      message: REVEAL_COST_MESSAGE,
      busy: isLoading,
      onConfirm: () => {
        if (confirming) void reveal(confirming);
      },
      onCancel: () => setConfirming(null),
    },
    emailProps: {
      show: shown !== null,
      contactName: shown?.target.contactName,
      email: shown?.email,
      onHide: () => setShown(null),
    },
  };
}
