// A registered company in detail (spec §7 company/getById): every field in two columns at desktop width, its
// parent and subsidiaries (opened in place), how many contacts work there, its latest alerts with a link to
// all of them on /alerts (for users who may search alerts) and Report inaccurate data (for users who may
// report). The row the user clicked shows at once; the details fill in when they arrive.
import {
  COMPANIES_MANIFEST,
  PERMISSIONS,
  type CompanyDetail,
  type CompanyRef,
  type RegisteredCompany,
} from '@leadsignal/contracts';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { CompanyLogo } from '../../../components/CompanyLogo';
import { DetailFooter } from '../../../search-kit';
import { ExternalLink } from '../../../components/ExternalLink';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { alertsForCompanyPath, eventTypeLabel } from '../../alerts';
import { useGetCompanyByIdQuery } from '../api';
import { CompanyStatusBadge } from '../company-columns';
import {
  companyTypeLabel,
  countryLabel,
  domainTypeLabel,
  employeeSizeLabel,
  fundingRoundsLabel,
  industryLabel,
  listLabel,
  NONE,
  relationshipLabel,
  revenueLabel,
  sourceKindLabel,
  topIndustryLabel,
} from '../format';
import { formatDay, formatNumber } from '../../../lib/format';

/** What the modal opens on: a company's id and what is already known of it (a row, or a parent/subsidiary). */
export interface CompanyToOpen {
  id: string;
  known?: RegisteredCompany | CompanyRef;
}

export interface CompanyDetailModalProps {
  company: CompanyToOpen | null;
  /** False while another dialog (Report) is open over the same company: the details return after it. */
  show?: boolean;
  onHide: () => void;
  /** Opens another company (its parent or a subsidiary) in this modal. */
  onOpen: (company: CompanyToOpen) => void;
  onReport: (company: RegisteredCompany) => void;
}

export function CompanyDetailModal({ company, show = true, onHide, onOpen, onReport }: CompanyDetailModalProps) {
  return (
    <Modal
      show={company !== null && show}
      onHide={onHide}
      aria-labelledby="company-detail-name"
      size="xl"
      scrollable
      className="company-detail-modal"
    >
      {company && (
        <CompanyDetailBody key={company.id} company={company} onHide={onHide} onOpen={onOpen} onReport={onReport} />
      )}
    </Modal>
  );
}

const isFullRow = (known: RegisteredCompany | CompanyRef | undefined): known is RegisteredCompany =>
  known !== undefined && 'status' in known;

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'company-field company-field-wide' : 'company-field'}>
      <dt>{label}</dt>
      <dd>{children ?? NONE}</dd>
    </div>
  );
}

function CompanyLink({ company, onOpen }: { company: CompanyRef; onOpen: (company: CompanyToOpen) => void }) {
  return (
    <Button
      variant="link"
      size="sm"
      className="p-0 text-start d-inline-flex align-items-center gap-2"
      onClick={() => onOpen({ id: company.id, known: company })}
    >
      <CompanyLogo name={company.name} domain={company.domain} logo={company.logo} size={20} />
      {company.name}
    </Button>
  );
}

function CompanyDetailBody({
  company,
  onHide,
  onOpen,
  onReport,
}: Required<Pick<CompanyDetailModalProps, 'onHide' | 'onOpen' | 'onReport'>> & { company: CompanyToOpen }) {
  const permissions = useAppSelector(selectAllowedPermissions);
  const { data: detail, isError, isFetching } = useGetCompanyByIdQuery(company.id);
  const row: RegisteredCompany | CompanyDetail | undefined =
    detail ?? (isFullRow(company.known) ? company.known : undefined);
  const name = detail?.name ?? company.known?.name ?? 'Company';
  const canSeeAlerts = permissions.includes(PERMISSIONS.alertsSearch);
  const canReport = permissions.includes(PERMISSIONS.reportData);

  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id="company-detail-title" className="d-flex align-items-center gap-2 h5">
          <CompanyLogo name={name} domain={detail?.domain ?? company.known?.domain} logo={detail?.logo} size={36} />
          <span id="company-detail-name">{name}</span>
          {row && <CompanyStatusBadge status={row.status} />}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isError && <p className="text-danger">The company's details did not load.</p>}
        {!row && isFetching && (
          <div className="text-muted d-flex align-items-center gap-2">
            <Spinner animation="border" size="sm" aria-hidden="true" /> Loading...
          </div>
        )}
        {row && (
          <dl className="company-detail">
            <Field label="Legal Name">{row.legalName}</Field>
            <Field label="Trading Name">{row.tradingName}</Field>
            <Field label="Website">
              <ExternalLink href={row.website || row.domain}>{row.website || row.domain}</ExternalLink>
            </Field>
            <Field label="Domain">{row.domain}</Field>
            <Field label="Industry">{industryLabel(row.industry)}</Field>
            <Field label="Top-Level Industry">{topIndustryLabel(row.topIndustry)}</Field>
            <Field label="Company Type">{companyTypeLabel(row.companyType)}</Field>
            <Field label="Employee Size">{employeeSizeLabel(row.employeeSize)}</Field>
            <Field label="Revenue">{revenueLabel(row.revenueBand)}</Field>
            <Field label="Incorporation Date">{formatDay(row.incorporationDate)}</Field>
            <Field label="Registration Number">{row.registrationNumber}</Field>
            <Field label="Jurisdiction">
              {[row.jurisdiction.subdivision, row.jurisdiction.country ? countryLabel(row.jurisdiction.country) : null]
                .filter(Boolean)
                .join(', ') || NONE}
            </Field>
            <Field label="Relationship">{row.relationship ? relationshipLabel(row.relationship) : NONE}</Field>
            <Field label="Parent Company">
              {detail?.parent ? <CompanyLink company={detail.parent} onOpen={onOpen} /> : NONE}
            </Field>
            <Field label="Source">{sourceKindLabel(row.sourceKind)}</Field>
            <Field label="Domain Type">{domainTypeLabel(row.domainType)}</Field>
            <Field label="Country">{countryLabel(row.country)}</Field>
            <Field label="State">{row.state}</Field>
            <Field label="City">{row.city}</Field>
            <Field label="Zip Code">{row.zipCode}</Field>
            <Field label="Address">{detail?.address}</Field>
            <Field label="Phone">{detail?.phone}</Field>
            <Field label="Funding Rounds">{fundingRoundsLabel(row.fundingRounds)}</Field>
            <Field label="Investors">{listLabel(row.investors)}</Field>
            <Field label="Technologies">{listLabel(row.technologies)}</Field>
            <Field label="Date Added">{formatDay(row.dateAdded)}</Field>
            <Field label="Contacts">
              {detail
                ? `${formatNumber(detail.contactCount)} ${detail.contactCount === 1 ? 'contact' : 'contacts'}`
                : NONE}
            </Field>
            <Field label="Description" wide>
              {detail?.description}
            </Field>
            <Field label={`Subsidiaries${detail ? ` (${detail.subsidiaries.length})` : ''}`} wide>
              {detail && detail.subsidiaries.length > 0 ? (
                <ul className="company-detail-list">
                  {detail.subsidiaries.map((subsidiary) => (
                    <li key={subsidiary.id}>
                      <CompanyLink company={subsidiary} onOpen={onOpen} />
                      {subsidiary.relationship && subsidiary.relationship !== 'Subsidiary' && (
                        <span className="text-muted small ms-2">{relationshipLabel(subsidiary.relationship)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                NONE
              )}
            </Field>
            <Field label="Latest Alerts" wide>
              {detail && detail.latestTriggerEvents.length > 0 ? (
                <ul className="company-detail-list">
                  {detail.latestTriggerEvents.map((event) => (
                    <li key={event.id}>
                      <ExternalLink href={event.url}>{event.title}</ExternalLink>
                      <span className="text-muted small ms-2">
                        {eventTypeLabel(event.type)} · {formatDay(event.datePublished)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted">No alerts yet.</span>
              )}
              {canSeeAlerts && (
                <div className="mt-1">
                  <Link to={alertsForCompanyPath(row.domain)} onClick={onHide}>
                    See all alerts for {name}
                  </Link>
                </div>
              )}
            </Field>
          </dl>
        )}
      </Modal.Body>
      <DetailFooter
        manifest={COMPANIES_MANIFEST}
        onReport={canReport && row ? () => onReport(row) : undefined}
        onHide={onHide}
      />
    </>
  );
}
