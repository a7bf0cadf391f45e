// Invite someone to the team (POST team/invitations): their e-mail, a role (member or manager: a team has one
// owner) and an optional monthly cap (blank = no cap, the whole pool). The fields are checked with the contract's
// rules; a refusal is shown under the field the server names, or above the form.
import { ASSIGNABLE_TEAM_ROLES, isErrorBody, TEAM_ROLE_LABELS } from '@leadsignal/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { FormIds, SelectField, serverReason, TextField, useZodForm } from '../../components/forms';
import { notifySuccess } from '../../lib/toast';
import { useInviteTeamMemberMutation } from './api';
import { invitationRequest, inviteFormSchema } from './team-forms';

const ROLE_OPTIONS = [...ASSIGNABLE_TEAM_ROLES]
  .reverse()
  .map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));
const FIELDS = ['email', 'role', 'monthlyCap'] as const;

export function invitationSentMessage(email: string): string {
  return `Invitation sent to ${email}.`;
}

export function InviteForm() {
  const [invite] = useInviteTeamMemberMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(inviteFormSchema, { email: '', role: 'member', monthlyCap: '' });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const outcome = await invite(invitationRequest(values));
    if ('error' in outcome) {
      const reason = serverReason(outcome.error);
      const field = fieldOf(outcome.error);
      if (field) form.setError(field, { message: reason }, { shouldFocus: true });
      else setProblem(reason);
      return;
    }
    notifySuccess(invitationSentMessage(values.email));
    form.reset();
  });

  return (
    <Form noValidate aria-label="Invite someone" onSubmit={(event) => void submit(event)}>
      {problem && (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      )}
      <FormIds prefix="team-invite">
        <Row className="g-2">
          <Col xs={12} md={5}>
            <TextField
              form={form}
              name="email"
              label="E-mail"
              type="email"
              maxLength={254}
              autoComplete="off"
              required
            />
          </Col>
          <Col xs={12} sm={6} md={3}>
            <SelectField form={form} name="role" label="Role" options={ROLE_OPTIONS} />
          </Col>
          <Col xs={12} sm={6} md={4}>
            <TextField
              form={form}
              name="monthlyCap"
              label="Monthly cap (optional)"
              inputMode="numeric"
              placeholder="No cap"
              autoComplete="off"
              hint="Credits a month; leave empty to let them spend from the whole pool."
            />
          </Col>
        </Row>
      </FormIds>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Send invitation
      </Button>
    </Form>
  );
}

/** The invite field a refusal names, if it is one of the form's. */
function fieldOf(error: object | undefined): (typeof FIELDS)[number] | null {
  const field = error && 'data' in error && isErrorBody(error.data) ? error.data.errors[0].field : undefined;
  return FIELDS.find((name) => name === field) ?? null;
}
