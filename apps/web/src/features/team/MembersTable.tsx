// The team's members for its owner and managers: name, e-mail, role, monthly cap and what each used this month.
// A role changes from its select at once; a cap is edited in its row (blank = no cap), checked with the contract's
// rules as it is typed once saved; Remove asks first. Saves are toasted as elsewhere in the app; a refused cap
// says why under the field, a refused role or removal in a toast. The owner's role is not offered (a team has one
// owner), nor a change of one's own role or one's own removal.
import {
  ASSIGNABLE_TEAM_ROLES,
  canManageTeam,
  TEAM_ROLE_LABELS,
  type Team,
  type TeamMember,
} from '@leadsignal/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { FormIds, serverReason, TextField, useZodForm } from '../../components/forms';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { actionsColumn } from '../../components/RowActions';
import { formatNumber, plural } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useAppSelector } from '../../stores/hooks';
import { selectCurrentUser } from '../../stores/session-slice';
import { useRemoveTeamMemberMutation, useUpdateTeamMemberMutation } from './api';
import { capFormSchema, capText } from './team-forms';

export const NO_MEMBERS_TEXT = 'No members yet.';

/** What the caller may change of a member. */
export interface MemberRights {
  role: boolean;
  cap: boolean;
  remove: boolean;
}

/** Owners and managers change others' roles and remove them (never the owner); caps too, the owner's by the owner. */
export function memberRights(team: Pick<Team, 'role'>, member: TeamMember, selfId: string | undefined): MemberRights {
  const manages = canManageTeam(team.role);
  const other = member.role !== 'owner' && member.userId !== selfId;
  return {
    role: manages && other,
    cap: manages && (member.role !== 'owner' || team.role === 'owner'),
    remove: manages && other,
  };
}

function RoleCell({ member, editable }: { member: TeamMember; editable: boolean }) {
  const [update, { isLoading }] = useUpdateTeamMemberMutation();
  if (!editable) return <>{TEAM_ROLE_LABELS[member.role]}</>;
  const change = async (role: (typeof ASSIGNABLE_TEAM_ROLES)[number]) => {
    const outcome = await update({ userId: member.userId, changes: { role } });
    if ('error' in outcome) notifyError(serverReason(outcome.error));
    else notifySuccess(`${member.fullName} is now a ${TEAM_ROLE_LABELS[role].toLowerCase()}.`);
  };
  return (
    <Form.Select
      size="sm"
      className="team-role-select"
      aria-label={`Role of ${member.fullName}`}
      value={member.role}
      disabled={isLoading}
      onChange={(event) => void change(event.target.value as (typeof ASSIGNABLE_TEAM_ROLES)[number])}
    >
      {ASSIGNABLE_TEAM_ROLES.map((role) => (
        <option key={role} value={role}>
          {TEAM_ROLE_LABELS[role]}
        </option>
      ))}
    </Form.Select>
  );
}

export function capSavedMessage(name: string, cap: number | null): string {
  return cap === null ? `${name} now has no monthly cap.` : `${name}'s monthly cap is now ${plural(cap, 'credit')}.`;
}

function CapForm({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateTeamMemberMutation();
  const form = useZodForm(capFormSchema, {
    monthlyCap: member.monthlyCap === null ? '' : String(member.monthlyCap),
  });
  const submit = form.handleSubmit(async ({ monthlyCap }) => {
    const outcome = await update({ userId: member.userId, changes: { monthlyCap } });
    if ('error' in outcome) {
      form.setError('monthlyCap', { message: serverReason(outcome.error) }, { shouldFocus: true });
      return;
    }
    notifySuccess(capSavedMessage(member.fullName, monthlyCap));
    onClose();
  });
  return (
    <Form
      noValidate
      className="team-cap-form d-flex flex-wrap align-items-start gap-1"
      aria-label={`Monthly cap of ${member.fullName}`}
      onSubmit={(event) => void submit(event)}
    >
      <FormIds prefix={`team-cap-${member.userId}`}>
        <TextField
          form={form}
          name="monthlyCap"
          label={`Monthly cap of ${member.fullName}`}
          hideLabel
          size="sm"
          inputMode="numeric"
          placeholder="No cap"
          autoComplete="off"
          autoFocus
          className="team-cap-field mb-0"
        />
      </FormIds>
      <Button type="submit" size="sm" disabled={isLoading}>
        Save
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={onClose}>
        Cancel
      </Button>
    </Form>
  );
}

function CapCell({ member, editable }: { member: TeamMember; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <CapForm member={member} onClose={() => setEditing(false)} />;
  return (
    <span className="d-inline-flex flex-wrap align-items-baseline gap-2">
      <span>{capText(member.monthlyCap)}</span>
      {editable && (
        <Button
          size="sm"
          variant="link"
          className="p-0"
          aria-label={`Edit the monthly cap of ${member.fullName}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
      )}
    </span>
  );
}

/** "12 of 50" with a note at 75 % and 100 % of the cap, or "12" without one. */
export function UsedCell({ used, cap }: { used: number; cap: number | null }) {
  if (cap === null) return <>{formatNumber(used)}</>;
  return (
    <span className="d-inline-flex flex-wrap align-items-baseline gap-1">
      {formatNumber(used)} of {formatNumber(cap)}
      {used >= cap ? (
        <Badge bg="danger">At cap</Badge>
      ) : (
        used >= cap * 0.75 && (
          <Badge bg="warning" text="dark">
            Near cap
          </Badge>
        )
      )}
    </span>
  );
}

export function MembersTable({ team }: { team: Team }) {
  const selfId = useAppSelector(selectCurrentUser)?.id;
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [remove, removal] = useRemoveTeamMemberMutation();
  const rights = (member: TeamMember) => memberRights(team, member, selfId);

  const confirmRemove = async () => {
    if (!removing) return;
    const outcome = await remove(removing.userId);
    // A refusal is toasted by the base query.
    if (!('error' in outcome)) notifySuccess(`${removing.fullName} was removed from the team.`);
    setRemoving(null);
  };

  const columns: DataTableColumn<TeamMember>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (member) => (
        <span>
          {member.fullName}
          {member.userId === selfId && <span className="text-muted"> (you)</span>}
        </span>
      ),
    },
    { id: 'email', header: 'E-mail', cell: (member) => member.email, className: 'text-break' },
    { id: 'role', header: 'Role', cell: (member) => <RoleCell member={member} editable={rights(member).role} /> },
    {
      id: 'cap',
      header: 'Monthly cap',
      cell: (member) => <CapCell member={member} editable={rights(member).cap} />,
    },
    {
      id: 'used',
      header: 'Used this month',
      className: 'text-end',
      cell: (member) => <UsedCell used={member.usedThisPeriod} cap={member.monthlyCap} />,
    },
    actionsColumn((member) => [
      rights(member).remove && {
        label: 'Remove',
        ariaLabel: `Remove ${member.fullName}`,
        variant: 'danger',
        onClick: () => setRemoving(member),
      },
    ]),
  ];

  return (
    <>
      <DataTable
        id="team-members"
        label="Members"
        columns={columns}
        rows={team.members}
        rowKey={(member) => member.userId}
        emptyText={NO_MEMBERS_TEXT}
      />
      <ConfirmModal
        show={removing !== null}
        title="Remove member"
        message={
          removing && (
            <p className="mb-0">
              Remove {removing.fullName} ({removing.email}) from {team.name}? They no longer spend from the team&apos;s
              credits or see what the team shares. Their account stays.
            </p>
          )
        }
        confirmLabel="Remove"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
