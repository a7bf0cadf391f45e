// The results table of Find Alerts (spec §2): server-paged, every column of the spec, selection kept
// across pages by the screen.
import { MAX_PAGE, PAGE_SIZES, type TriggerEvent } from '@leadsignal/contracts';
import Button from 'react-bootstrap/Button';
import { CompanyLogo } from '../../../components/CompanyLogo';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ExternalLink } from '../../../components/ExternalLink';
import { TextPopover } from '../../../components/TextPopover';
import type { RowSelection } from '../../../components/use-row-selection';
import { contactNameOf, eventTypeLabel, formatDate } from '../format';

export interface AlertsTableProps {
  rows: readonly TriggerEvent[];
  loading: boolean;
  totalCount: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  selection: RowSelection<TriggerEvent>;
  /** Viewed on the server or revealed on this screen since. */
  isViewed: (row: TriggerEvent) => boolean;
  onOpenContact: (row: TriggerEvent) => void;
  onShowEmail: (row: TriggerEvent) => void;
}

const contactLabel = (row: TriggerEvent) => contactNameOf(row) || 'Unnamed contact';

export function AlertsTable(props: AlertsTableProps) {
  const { rows, loading, totalCount, page, pageSize, onPageChange, onPageSizeChange, selection, isViewed } = props;
  const columns: DataTableColumn<TriggerEvent>[] = [
    {
      id: 'logo',
      header: <span className="visually-hidden">Logo</span>,
      className: 'alerts-col-logo',
      cell: (row) => <CompanyLogo name={row.companyName} src={row.companyLogoFromS3 || row.companyLogo} />,
    },
    {
      id: 'company',
      header: 'Company',
      className: 'alerts-col-company',
      cell: (row) => (
        <ExternalLink href={row.companyWebsite || row.companyUrl || row.domain}>
          {row.companyName || row.domain || '—'}
        </ExternalLink>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: (row) => (
        <Button variant="link" size="sm" className="p-0 text-start" onClick={() => props.onOpenContact(row)}>
          {contactLabel(row)}
        </Button>
      ),
    },
    {
      id: 'email',
      header: 'E-mail',
      className: 'text-center',
      cell: (row) => {
        const viewed = isViewed(row);
        const title = !row.isHasContactEmail
          ? 'No e-mail for this contact'
          : viewed
            ? 'Show the revealed e-mail'
            : 'Reveal the e-mail (1 credit)';
        return (
          <Button
            variant="link"
            size="sm"
            className={`p-0 alerts-email-icon${viewed ? ' is-viewed' : ''}`}
            aria-label={`Show e-mail of ${contactLabel(row)}`}
            title={title}
            disabled={!row.isHasContactEmail}
            onClick={() => props.onShowEmail(row)}
          >
            <span aria-hidden="true">✉</span>
          </Button>
        );
      },
    },
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
    { id: 'jobTitle', header: 'Job Title', className: 'alerts-col-job', cell: (row) => row.articleJobTitle || '—' },
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
      className: 'alerts-col-title',
      cell: (row) => <ExternalLink href={row.url}>{row.title}</ExternalLink>,
    },
    { id: 'date', header: 'Date', className: 'text-nowrap', cell: (row) => formatDate(row.datePublished) },
    { id: 'type', header: 'Type', cell: (row) => eventTypeLabel(row.type) },
  ];

  return (
    <DataTable
      id="alerts-table"
      label="Alerts"
      columns={columns}
      rows={rows}
      loading={loading}
      rowClassName={(row) => (isViewed(row) ? 'alerts-row-viewed' : undefined)}
      selection={{
        isSelected: selection.isSelected,
        onChange: selection.change,
        rowLabel: (row) => `alert ${row.title}`,
        count: selection.count,
      }}
      pagination={{
        page,
        pageSize,
        pageSizes: PAGE_SIZES,
        totalCount,
        maxPage: MAX_PAGE,
        onPageChange,
        onPageSizeChange,
      }}
    />
  );
}
