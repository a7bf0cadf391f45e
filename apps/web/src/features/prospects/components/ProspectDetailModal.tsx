// Prospect Information: the person, their contact details through the kit's reveal flow, and their company in
// brief, in the kit's detail modal, with Report for users who may report.
import { PERMISSIONS, PROSPECTS_MANIFEST, type Prospect } from '@leadsignal/contracts';
import { findOption, COMPANY_SIZES, INDUSTRIES } from '@leadsignal/reference-data';
import { useContext } from 'react';
import Button from 'react-bootstrap/Button';
import { CompanyLogo } from '../../../components/CompanyLogo';
import { ExternalLink } from '../../../components/ExternalLink';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { DetailModal, RevealContext } from '../../../search-kit';
import { useGetProspectByIdQuery } from '../api';
import { formatDay } from '../../../lib/format';
import { jobFunctionLabel, locationOf, prospectName, seniorityLabel } from '../format';

export interface ProspectDetailModalProps {
  row: Prospect | null;
  onHide: () => void;
  onReport: (row: Prospect) => void;
}

export function ProspectDetailModal({ row, onHide, onReport }: ProspectDetailModalProps) {
  const canReport = useAppSelector(selectAllowedPermissions).includes(PERMISSIONS.reportData);
  return (
    <DetailModal
      manifest={PROSPECTS_MANIFEST}
      title="Prospect Information"
      row={row}
      onHide={onHide}
      onReport={canReport ? onReport : undefined}
    >
      {(open) => <ProspectDetail row={open} />}
    </DetailModal>
  );
}

function ContactValue({ row, channel }: { row: Prospect; channel: 'email' | 'phone' }) {
  const reveal = useContext(RevealContext);
  const { data: detail } = useGetProspectByIdQuery(row.id);
  const revealed = reveal.revealed(row.id);
  const value = revealed ? revealed[channel] : detail?.[channel];
  const available = channel === 'email' ? row.hasEmail : row.hasPhone;
  const noun = channel === 'email' ? 'e-mail' : 'phone';
  if (value) return channel === 'email' ? <a href={`mailto:${value}`}>{value}</a> : <span>{value}</span>;
  if (!available || revealed) return <span className="text-muted">Not available</span>;
  if (!reveal.canReveal) return <span className="text-muted">Hidden (your role cannot reveal {noun}s)</span>;
  return (
    <Button
      variant="outline-primary"
      size="sm"
      onClick={() => reveal.start({ id: row.id, contactName: prospectName(row), isViewed: reveal.isViewed(row) })}
    >
      Reveal {noun}
    </Button>
  );
}

function ProspectDetail({ row }: { row: Prospect }) {
  const { data: detail } = useGetProspectByIdQuery(row.id);
  const person = detail ?? row;
  const company = person.company;
  return (
    <>
      <dl className="detail-list">
        <dt>Name</dt>
        <dd>
          {person.profileUrl ? (
            <ExternalLink href={person.profileUrl}>{prospectName(person)}</ExternalLink>
          ) : (
            prospectName(person)
          )}
        </dd>
        <dt>Job Title</dt>
        <dd>{person.jobTitle || '—'}</dd>
        <dt>Job Function</dt>
        <dd>{jobFunctionLabel(person.jobFunction)}</dd>
        <dt>Seniority</dt>
        <dd>{seniorityLabel(person.seniority)}</dd>
        <dt>Department</dt>
        <dd>{person.department || '—'}</dd>
        <dt>E-mail</dt>
        <dd>
          <ContactValue row={row} channel="email" />
        </dd>
        <dt>Phone</dt>
        <dd>
          <ContactValue row={row} channel="phone" />
        </dd>
        <dt>Location</dt>
        <dd>{locationOf(person)}</dd>
        <dt>Date Added</dt>
        <dd>{formatDay(person.dateAdded)}</dd>
      </dl>
      <h3 className="h6 mt-3">Company</h3>
      {company ? (
        <dl className="detail-list" aria-label="Company">
          <dt>Name</dt>
          <dd className="d-flex align-items-center gap-2">
            <CompanyLogo name={company.name} domain={company.domain} logo={company.logo} size={24} />
            {company.name}
          </dd>
          <dt>Website</dt>
          <dd>
            <ExternalLink href={company.domain}>{company.domain || '—'}</ExternalLink>
          </dd>
          <dt>Industry</dt>
          <dd>{company.industry ? (findOption(INDUSTRIES, company.industry)?.label ?? company.industry) : '—'}</dd>
          <dt>Employees</dt>
          <dd>
            {company.employeeSize
              ? (findOption(COMPANY_SIZES, company.employeeSize)?.label ?? company.employeeSize)
              : '—'}
          </dd>
        </dl>
      ) : (
        <p className="text-muted">No company is known for this person.</p>
      )}
    </>
  );
}
