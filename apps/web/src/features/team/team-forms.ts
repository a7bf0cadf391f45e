// What the team's forms read from their fields, with the contract's rules and messages (libs/contracts team.ts):
// a monthly cap typed in a text field (blank = no cap), the invitation and the team's name.
import {
  assignableTeamRoleSchema,
  monthlyCapSchema,
  teamInvitationRequestSchema,
  teamNameSchema,
  type TeamInvitationRequest,
} from '@leadsignal/contracts';
import { z } from 'zod';
import { required } from '../../components/forms';
import { plural } from '../../lib/format';

/** Digits with an optional sign and decimals ("1,000" and "1 000" read as 1000); anything else is no number. */
function capNumber(text: string): number {
  const plain = text.replace(/[,\s_]/g, '');
  return /^[-+]?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A monthly cap as typed: blank is no cap (null), else a number held to the contract's rules and messages. */
export const capField = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : capNumber(text)))
  .pipe(monthlyCapSchema);

export const capFormSchema = z.object({ monthlyCap: capField });

export const inviteFormSchema = z.object({
  email: required('E-mail is required.', teamInvitationRequestSchema.shape.email),
  role: assignableTeamRoleSchema,
  monthlyCap: capField,
});
export type InviteFormValues = z.output<typeof inviteFormSchema>;

/** The invitation's body: no monthlyCap when the field was left blank (no cap). */
export function invitationRequest({ email, role, monthlyCap }: InviteFormValues): TeamInvitationRequest {
  return monthlyCap === null ? { email, role } : { email, role, monthlyCap };
}

export const teamNameFormSchema = z.object({ name: required('Team name is required.', teamNameSchema) });

export const NO_CAP = 'No cap';

/** "2 credits" or "No cap". */
export function capText(cap: number | null): string {
  return cap === null ? NO_CAP : plural(cap, 'credit');
}
