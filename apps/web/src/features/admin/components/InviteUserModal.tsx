// Invite a teammate (POST users/invite): e-mail, first and last name, checked with the contract's schema. The
// invitee gets the default role and an e-mail whose link (valid 7 days, once) sets their password; an address
// that already has an account is refused (409) with the reason over the form.
import { inviteUserSchema, INVITE_TTL_DAYS } from '@leadsignal/contracts';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { FormModal, required, serverReason, TextField } from '../../../components/forms';
import { notifySuccess } from '../../../lib/toast';
import { useInviteUserMutation } from '../api';

/** The contract's rules, with "… is required." for a blank field. */
export const inviteFormSchema = z.object({
  email: required('E-mail is required.', inviteUserSchema.shape.email),
  firstName: required('First name is required.', inviteUserSchema.shape.firstName),
  lastName: required('Last name is required.', inviteUserSchema.shape.lastName),
});

export function inviteSentMessage(email: string): string {
  return `Invitation sent to ${email}. The link is valid for ${INVITE_TTL_DAYS} days.`;
}

export function InviteUserModal({ onClose }: { onClose: () => void }) {
  const [inviteUser] = useInviteUserMutation();
  return (
    <FormModal
      id="invite"
      title="Invite user"
      label="Invite user"
      onHide={onClose}
      schema={inviteFormSchema}
      defaultValues={{ email: '', firstName: '', lastName: '' }}
      submitLabel="Send invitation"
      onSubmit={async (values) => {
        const outcome = await inviteUser(values);
        if ('error' in outcome) return serverReason(outcome.error);
        notifySuccess(inviteSentMessage(outcome.data.email));
        onClose();
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="email" label="E-mail" type="email" maxLength={254} autoComplete="off" required />
          <TextField form={form} name="firstName" label="First name" maxLength={100} autoComplete="off" required />
          <TextField form={form} name="lastName" label="Last name" maxLength={100} autoComplete="off" required />
          <Form.Text muted>
            They get the User role and an e-mail with a link to choose their password (valid {INVITE_TTL_DAYS} days,
            usable once).
          </Form.Text>
        </>
      )}
    </FormModal>
  );
}
