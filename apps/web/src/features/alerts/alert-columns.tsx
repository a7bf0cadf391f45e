// The columns of the alert results (spec §2): company logo, company (linked), contact (opens Alert
// Information), e-mail (reveal, then the address with a copy button), quote, job title, summary, alert title
// (linked), date and type; company, title, date and type sort on the server.
import type { AlertSortField, TriggerEvent } from '@leadsignal/contracts';
import Button from 'react-bootstrap/Button';
import { CellText } from '../../components/CellText';
import { CompanyLogo } from '../../components/CompanyLogo';
import { ExternalLink } from '../../components/ExternalLink';
import { TextPopover } from '../../components/TextPopover';
import { RevealCell, type SearchColumn } from '../../search-kit';
import { formatDay } from '../../lib/format';
import { contactNameOf, eventTypeLabel } from './format';

export const contactLabel = (row: TriggerEvent) => contactNameOf(row) || 'Unnamed contact';

/** The reveal icon (when the user may reveal) and, once revealed here, the address and a copy button. */
export function AlertEmailCell({ row }: { row: TriggerEvent }) {
  return (
    <RevealCell
      row={row}
      channel="email"
      available={row.isHasContactEmail}
      contactName={contactLabel(row)}
      iconClassName="alerts-email-icon"
    />
  );
}

export const alertColumns: readonly SearchColumn<TriggerEvent, AlertSortField>[] = [
  {
    id: 'logo',
    header: <span className="visually-hidden">Logo</span>,
    className: 'alerts-col-logo',
    cell: (row) => (
      <CompanyLogo
        name={row.companyName}
        domain={row.domain || row.companyWebsite || row.companyUrl}
        logo={row.companyLogoFromS3 || row.companyLogo}
      />
    ),
  },
  {
    id: 'company',
    header: 'Company',
    sortBy: 'companyName',
    className: 'alerts-col-company',
    cell: (row) => (
      <CellText text={row.companyName || row.domain}>
        <ExternalLink href={row.companyWebsite || row.companyUrl || row.domain}>
          {row.companyName || row.domain || '—'}
        </ExternalLink>
      </CellText>
    ),
  },
  {
    id: 'contact',
    header: 'Contact',
    className: 'alerts-col-contact',
    cell: (row, context) => (
      <CellText text={contactLabel(row)}>
        <Button variant="link" size="sm" className="p-0 text-start" onClick={() => context.openDetails(row)}>
          {contactLabel(row)}
        </Button>
      </CellText>
    ),
  },
  { id: 'email', header: 'E-mail', className: 'alerts-col-email', cell: (row) => <AlertEmailCell row={row} /> },
  {
    id: 'quote',
    header: 'Quote',
    className: 'text-center',
    cell: (row) => (
      <TextPopover
        id={`alert-quote-${row.id}`}
        label="Show quote"
        title={row.personQuotedName ? `Quote — ${row.personQuotedName}` : 'Quote'}
        text={row.quote}
      >
        <span aria-hidden="true">❝</span>
      </TextPopover>
    ),
  },
  {
    id: 'jobTitle',
    header: 'Job Title',
    className: 'alerts-col-job',
    cell: (row) => <CellText text={row.articleJobTitle || '—'} />,
  },
  {
    id: 'summary',
    header: 'Summary',
    className: 'text-center',
    cell: (row) => (
      <TextPopover id={`alert-summary-${row.id}`} label="Show summary" title="Summary" text={row.summary}>
        <span aria-hidden="true">☰</span>
      </TextPopover>
    ),
  },
  {
    id: 'title',
    header: 'Alert Title',
    sortBy: 'title',
    className: 'alerts-col-title',
    cell: (row) => (
      <CellText text={row.title}>
        <ExternalLink href={row.url}>{row.title}</ExternalLink>
      </CellText>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    sortBy: 'datePublished',
    className: 'alerts-col-date',
    cell: (row) => formatDay(row.datePublished),
  },
  {
    id: 'type',
    header: 'Type',
    sortBy: 'type',
    className: 'alerts-col-type',
    cell: (row) => <CellText text={eventTypeLabel(row.type)} />,
  },
];
