// The admin-editable wording shown on the login and signup pages, and what a fresh database starts with.
export const VERBIAGE_KEYS = { login: 'loginVerbiage', signup: 'signupVerbiage' } as const;
export type VerbiageKey = (typeof VERBIAGE_KEYS)[keyof typeof VERBIAGE_KEYS];

export const DEFAULT_VERBIAGE: Record<VerbiageKey, string> = {
  loginVerbiage:
    'Welcome back to LeadSignal. Sign in to see the latest trigger events — funding rounds, new hires, ' +
    'expansions and more — and reach the right companies at the right moment.',
  signupVerbiage:
    'Create your LeadSignal account to search trigger-event alerts, registered companies and prospects, ' +
    'save searches with notifications and export the results to CSV.',
};
