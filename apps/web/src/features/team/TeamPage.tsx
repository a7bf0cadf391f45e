// /team (issue 26): the signed-in user's team. Everyone sees the team's name, their role, the credit pool
// (allowance and top-ups, spent by every member) and their own monthly cap with what they used of it this month.
// Owners and managers also see and change the members (role, cap, removal), invite people, follow the
// invitations, the usage per member over 30 days and the pool's ledger filtered by member; a member's team
// answers no members, so those sections are not shown to them.
import { canManageTeam, TEAM_ROLE_LABELS, type Team } from '@leadsignal/contracts';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { FormModal, serverReason, TextField } from '../../components/forms';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { formatNumber, plural } from '../../lib/format';
import { notifySuccess } from '../../lib/toast';
import { useGetTeamQuery, useRenameTeamMutation } from './api';
import { InvitationsTable } from './InvitationsTable';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { teamNameFormSchema } from './team-forms';
import { TeamLedger } from './TeamLedger';
import { TeamUsage } from './TeamUsage';
import './team.css';

export const TEAM_FAILED = 'Your team could not be loaded.';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" className="mb-4" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <Card.Title as="h2" id={`${id}-title`} className="h5">
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}

/** How much of a cap is used, in whole percent (a cap of 0 is used up at once). */
export function capUse(used: number, cap: number): number {
  return cap <= 0 ? 100 : Math.min(100, Math.round((used / cap) * 100));
}

function YourCap({ you }: { you: Team['you'] }) {
  const { monthlyCap: cap, usedThisPeriod: used } = you;
  if (cap === null)
    return (
      <p className="mb-0" data-testid="team-your-cap">
        No cap: you may spend from the whole pool. You used {plural(used, 'credit')} this month.
      </p>
    );
  const percent = capUse(used, cap);
  return (
    <>
      <p className="mb-2" data-testid="team-your-cap">
        You used <strong>{formatNumber(used)}</strong> of your monthly cap of {plural(cap, 'credit')} this month;{' '}
        {formatNumber(Math.max(0, cap - used))} left.
        {percent >= 100 && ' Ask your team’s owner or a manager to raise it.'}
      </p>
      <ProgressBar
        now={percent}
        variant={percent >= 100 ? 'danger' : percent >= 75 ? 'warning' : 'success'}
        label={`${percent} % of your cap used`}
        visuallyHidden
        style={{ maxWidth: 480, height: '0.5rem' }}
      />
    </>
  );
}

function Pool({ team }: { team: Team }) {
  const { allowance, topUp } = team.pool;
  return (
    <Section id="team-pool" title="Credits">
      <p data-testid="team-pool">
        <strong>{formatNumber(allowance + topUp)}</strong> credits left in the team&apos;s pool:{' '}
        {formatNumber(allowance)} of this month&apos;s allowance and {formatNumber(topUp)} purchased top-ups. Every
        member spends from it; a person one member paid for is free for the others.
      </p>
      <h3 className="h6">Your monthly cap</h3>
      <YourCap you={team.you} />
    </Section>
  );
}

function RenameTeamModal({ name, onClose }: { name: string; onClose: () => void }) {
  const [rename] = useRenameTeamMutation();
  return (
    <FormModal
      id="team-rename"
      title="Rename team"
      onHide={onClose}
      schema={teamNameFormSchema}
      defaultValues={{ name }}
      onSubmit={async (values) => {
        const outcome = await rename(values);
        if ('error' in outcome) return serverReason(outcome.error);
        notifySuccess(`The team is now called ${values.name}.`);
        onClose();
      }}
    >
      {(form) => <TextField form={form} name="name" label="Team name" maxLength={100} autoFocus required />}
    </FormModal>
  );
}

export function TeamPage() {
  const { data: team, isLoading, isError } = useGetTeamQuery(undefined, { refetchOnMountOrArgChange: true });
  const [renaming, setRenaming] = useState(false);

  if (isLoading) return <PageLoader />;
  if (isError || !team?.pool || !team.you)
    return (
      <section aria-labelledby="team-title">
        <PageHeader id="team-title" title="Team" />
        <Alert variant="danger">{TEAM_FAILED}</Alert>
      </section>
    );

  const manages = canManageTeam(team.role);
  const members = Array.isArray(team.members) ? team.members : [];
  return (
    <section aria-labelledby="team-title">
      <PageHeader id="team-title" title="Team">
        {manages && (
          <Button variant="outline-primary" onClick={() => setRenaming(true)}>
            Rename team
          </Button>
        )}
      </PageHeader>
      <p className="mb-3">
        <span className="fs-5 fw-semibold" data-testid="team-name">
          {team.name}
        </span>{' '}
        <span className="text-muted">
          — you are {team.role === 'owner' ? 'its owner' : `a ${TEAM_ROLE_LABELS[team.role].toLowerCase()}`}.
        </span>
      </p>
      <Pool team={team} />
      {manages ? (
        <>
          <Section id="team-members" title={`Members (${formatNumber(members.length)})`}>
            <MembersTable team={{ ...team, members }} />
          </Section>
          <Section id="team-invite" title="Invite someone">
            <InviteForm />
          </Section>
          <Section id="team-invitations" title="Invitations">
            <InvitationsTable />
          </Section>
          <Section id="team-usage" title="Usage per member, last 30 days">
            <TeamUsage />
          </Section>
          <Section id="team-ledger" title="The pool's credit history">
            <TeamLedger members={members} />
          </Section>
        </>
      ) : (
        <p className="text-muted small" data-testid="team-member-note">
          Your team&apos;s owner and managers invite people, set monthly caps and follow the team&apos;s usage.
        </p>
      )}
      {renaming && <RenameTeamModal name={team.name} onClose={() => setRenaming(false)} />}
    </section>
  );
}
