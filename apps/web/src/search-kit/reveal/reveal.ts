// Revealing a person's contact details (spec §4), one flow for every kind that has it (alerts
// through event/getEmail, prospects through prospect/getEmail). A kind configures it with its permission and
// its call (RevealConfig); useRevealFlow runs it and RevealContext hands its state to the row cells.
//
// - Without the reveal permission nothing is offered and nothing starts.
// - A row already paid for (viewed on the server or revealed here) reveals at once, free.
// - Otherwise the Confirm modal ("This will use 1 credit") comes first — or, with no credit left, the
//   insufficient-credit modal (linking /pricing) instead of a promise that cannot be kept.
// - A charged reveal sets the Credit badge from the server's balance (one less when it sends none).
import type { PaidBy, Permission } from '@leadsignal/contracts';
import { createContext } from 'react';

/** A kind's reveal answer, whatever its call names the fields. */
export interface RevealAnswer {
  email: string | null;
  /** undefined when the kind's call does not reveal phones (alerts). */
  phone?: string | null;
  isCreditDeducted: boolean;
  /** The balance after the reveal, when the server sends it. */
  monthlyAvailableCredits?: number;
  /** Free because the team had paid: who did, and when (docs/teams.md). */
  paidBy?: PaidBy | null;
}

/** What was revealed on this screen for a row. */
export interface RevealedContact {
  email: string | null;
  phone?: string | null;
  paidBy?: PaidBy | null;
}

export interface RevealConfig {
  /** What allowedPermissions must hold to reveal (the server checks it too). */
  permission: Permission;
  /** The kind's reveal call as a hook: `reveal(id)` answers the contact, or null when the call failed
   * (the base query has toasted the reason; a 402 says no credit is left). */
  useReveal: () => { reveal: (id: string) => Promise<RevealAnswer | null>; busy: boolean };
}

export interface RevealTarget {
  id: string;
  /** Names the person in the modals. */
  contactName: string;
  /** Paid for already (on the server or on this screen): revealed without asking, free. */
  isViewed: boolean;
}

/** What a row's contact cells need of the screen's reveal flow. */
export interface RevealState {
  /** The user holds the kind's reveal permission; without it no reveal is offered. */
  canReveal: boolean;
  /** No credit is left: a row not paid for goes to the insufficient-credit modal. */
  outOfCredits: boolean;
  /** What was revealed on this screen; undefined when not revealed here. */
  revealed: (id: string) => RevealedContact | undefined;
  /** Paid for on the server (the row's isViewed) or revealed here. */
  isViewed: (row: { id: string; isViewed?: boolean }) => boolean;
  /** Starts the flow for a row. */
  start: (target: RevealTarget) => void;
}

export const RevealContext = createContext<RevealState>({
  canReveal: false,
  outOfCredits: false,
  revealed: () => undefined,
  isViewed: (row) => row.isViewed === true,
  start: () => undefined,
});
