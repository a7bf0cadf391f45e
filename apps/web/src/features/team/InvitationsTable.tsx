// The team's invitations, newest first as the server lists them: e-mail, role, cap, status (pending, accepted,
// revoked; a pending one past its date reads "Expired"), when it was sent and until when it holds. A pending
// invitation can be sent again or revoked (asked first); the table pages 10 / 15 / 20 / 25 / 30 (spec §9).
import { TEAM_ROLE_LABELS, type TeamInvitation } from '@leadsignal/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { actionsColumn } from '../../components/RowActions';
import { useClientPaging } from '../../components/use-table-paging';
import { formatDate } from '../../lib/format';
import { notifySuccess } from '../../lib/toast';
import { useListTeamInvitationsQuery, useResendTeamInvitationMutation, useRevokeTeamInvitationMutation } from './api';
import { capText } from './team-forms';

export const NO_INVITATIONS_TEXT = 'No invitations yet.';
export const INVITATIONS_FAILED = 'The invitations could not be loaded.';

const isExpired = (invitation: TeamInvitation, now: number) =>
  invitation.status === 'pending' && new Date(invitation.expiresOn).getTime() < now;

function StatusBadge({ invitation, now }: { invitation: TeamInvitation; now: number }) {
  if (isExpired(invitation, now)) return <Badge bg="secondary">Expired</Badge>;
  if (invitation.status === 'accepted') return <Badge bg="success">Accepted</Badge>;
  if (invitation.status === 'revoked') return <Badge bg="secondary">Revoked</Badge>;
  return (
    <Badge bg="warning" text="dark">
      Pending
    </Badge>
  );
}

export function InvitationsTable() {
  const query = useListTeamInvitationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const invitations = Array.isArray(query.data) ? query.data : [];
  const paging = useClientPaging(invitations);
  const [resend, resending] = useResendTeamInvitationMutation();
  const [revoke, revoking] = useRevokeTeamInvitationMutation();
  const [toRevoke, setToRevoke] = useState<TeamInvitation | null>(null);
  // When the page opened: a pending invitation past its date reads "Expired".
  const [now] = useState(() => Date.now());

  const sendAgain = async (invitation: TeamInvitation) => {
    const outcome = await resend(invitation.id);
    // A refusal is toasted by the base query.
    if (!('error' in outcome)) notifySuccess(`Invitation sent again to ${invitation.email}.`);
  };

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    const outcome = await revoke(toRevoke.id);
    if (!('error' in outcome)) notifySuccess(`The invitation to ${toRevoke.email} was revoked.`);
    setToRevoke(null);
  };

  const columns: DataTableColumn<TeamInvitation>[] = [
    { id: 'email', header: 'E-mail', cell: (invitation) => invitation.email, className: 'text-break' },
    { id: 'role', header: 'Role', cell: (invitation) => TEAM_ROLE_LABELS[invitation.role] },
    { id: 'cap', header: 'Monthly cap', cell: (invitation) => capText(invitation.monthlyCap) },
    { id: 'status', header: 'Status', cell: (invitation) => <StatusBadge invitation={invitation} now={now} /> },
    { id: 'sent', header: 'Sent', cell: (invitation) => formatDate(invitation.createdOn) },
    { id: 'expires', header: 'Expires', cell: (invitation) => formatDate(invitation.expiresOn) },
    actionsColumn((invitation) =>
      invitation.status === 'pending'
        ? [
            {
              label: 'Resend',
              ariaLabel: `Resend the invitation to ${invitation.email}`,
              variant: 'secondary',
              disabled: resending.isLoading,
              onClick: () => void sendAgain(invitation),
            },
            {
              label: 'Revoke',
              ariaLabel: `Revoke the invitation to ${invitation.email}`,
              variant: 'danger',
              onClick: () => setToRevoke(invitation),
            },
          ]
        : [],
    ),
  ];

  return (
    <>
      <DataTable
        id="team-invitations"
        label="Invitations"
        columns={columns}
        rows={paging.rows}
        loading={query.isLoading}
        emptyText={query.isError ? INVITATIONS_FAILED : NO_INVITATIONS_TEXT}
        pagination={invitations.length > 0 ? paging.pagination : undefined}
      />
      <ConfirmModal
        show={toRevoke !== null}
        title="Revoke invitation"
        message={
          toRevoke && (
            <p className="mb-0">
              Revoke the invitation to {toRevoke.email}? Its link stops working; you can invite them again later.
            </p>
          )
        }
        confirmLabel="Revoke"
        busy={revoking.isLoading}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setToRevoke(null)}
      />
    </>
  );
}
