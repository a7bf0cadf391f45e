// Alert Information (spec §2): the alert's contact with the e-mail reveal, quote and summary, company,
// job title, link, type and date, and the Report button for users who may report.
import { ALERTS_MANIFEST, PERMISSIONS, type TriggerEvent } from '@leadsignal/contracts';
import Button from 'react-bootstrap/Button';
import { CompanyLogo } from '../../../components/CompanyLogo';
import { ExternalLink } from '../../../components/ExternalLink';
import { TextPopover } from '../../../components/TextPopover';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { DetailModal } from '../../../search-kit';
import { useGetTriggerEventByIdQuery } from '../api';
import { formatDay } from '../../../lib/format';
import { contactNameOf, eventTypeLabel } from '../format';

export interface AlertInformationModalProps {
  /** The row whose contact was clicked; null when closed. */
  row: TriggerEvent | null;
  /** The user may reveal e-mails; without it an unrevealed e-mail is only said to be hidden. */
  canReveal: boolean;
  /** The e-mail revealed on this screen, if any. */
  revealedEmail: string | null | undefined;
  onHide: () => void;
  onRevealEmail: (row: TriggerEvent) => void;
  onReport: (row: TriggerEvent) => void;
}

export function AlertInformationModal({ row, onHide, onReport, ...details }: AlertInformationModalProps) {
  const canReport = useAppSelector(selectAllowedPermissions).includes(PERMISSIONS.reportData);
  return (
    <DetailModal
      manifest={ALERTS_MANIFEST}
      title="Alert Information"
      row={row}
      onHide={onHide}
      onReport={canReport ? onReport : undefined}
    >
      {(open) => <AlertInformation row={open} {...details} />}
    </DetailModal>
  );
}

function AlertInformation({
  row,
  canReveal,
  revealedEmail,
  onRevealEmail,
}: Pick<AlertInformationModalProps, 'canReveal' | 'revealedEmail' | 'onRevealEmail'> & { row: TriggerEvent }) {
  // The row is shown at once; the details add the e-mail when this user has already viewed the row.
  const { data: detail } = useGetTriggerEventByIdQuery(row.id);
  const alert = detail ?? row;
  // A null e-mail in the details only says it is not revealed yet; one revealed here may really be none.
  const email = revealedEmail ?? detail?.email;
  const contactName = contactNameOf(alert) || 'Unnamed contact';

  let emailCell;
  if (email) emailCell = <a href={`mailto:${email}`}>{email}</a>;
  else if (revealedEmail === null || !alert.isHasContactEmail)
    emailCell = <span className="text-muted">Not available</span>;
  else if (!canReveal) emailCell = <span className="text-muted">Hidden (your role cannot reveal e-mails)</span>;
  else
    emailCell = (
      <Button variant="outline-primary" size="sm" onClick={() => onRevealEmail(alert)}>
        Reveal e-mail
      </Button>
    );

  return (
    <dl className="detail-list">
      <dt>Contact</dt>
      <dd>
        {alert.contactNameSourceDefault ? (
          <ExternalLink href={alert.contactNameSourceDefault}>{contactName}</ExternalLink>
        ) : (
          contactName
        )}
      </dd>
      <dt>E-mail</dt>
      <dd>{emailCell}</dd>
      <dt>Quote</dt>
      <dd>
        <TextPopover
          id={`alert-information-quote-${alert.id}`}
          label="Show quote"
          title={alert.personQuotedName ? `Quote — ${alert.personQuotedName}` : 'Quote'}
          text={alert.quote}
        >
          Show quote
        </TextPopover>
      </dd>
      <dt>Summary</dt>
      <dd>
        <TextPopover
          id={`alert-information-summary-${alert.id}`}
          label="Show summary"
          title="Summary"
          text={alert.summary}
        >
          Show summary
        </TextPopover>
      </dd>
      <dt>Company</dt>
      <dd className="d-flex align-items-center gap-2">
        <CompanyLogo
          name={alert.companyName}
          domain={alert.domain || alert.companyWebsite || alert.companyUrl}
          logo={alert.companyLogoFromS3 || alert.companyLogo}
          size={24}
        />
        <ExternalLink href={alert.companyWebsite || alert.companyUrl || alert.domain}>
          {alert.companyName || alert.domain || '—'}
        </ExternalLink>
      </dd>
      <dt>Job Title</dt>
      <dd>{alert.articleJobTitle || '—'}</dd>
      <dt>Alert</dt>
      <dd>
        <ExternalLink href={alert.url}>{alert.title}</ExternalLink>
      </dd>
      <dt>Type</dt>
      <dd>{eventTypeLabel(alert.type)}</dd>
      <dt>Date Published</dt>
      <dd>{formatDay(alert.datePublished)}</dd>
    </dl>
  );
}
