// Writes one batch of valid records inside its transaction: companies by domain, contacts by e-mail
// (else by name at their company), events by url, with the event's company and contact columns
// filled as the demo seed fills them. Companies and contacts met in the batch are kept (they are
// locked until the commit), and new events are inserted many per statement.
//
// Careful mode (the retry of a batch the database refused) writes each record behind a savepoint and
// inserts events one by one, so a failure costs only its own line.
import {
  IngestRepository,
  type CompanyRow,
  type CompanyValues,
  type ContactRow,
  type ContactValues,
  type EventRow,
  type EventValues,
} from './ingest.repository';
import { topLevelIndustryOf } from '@leadsignal/reference-data';
import {
  emailKindOf,
  type CompanyRecord,
  type ContactRecord,
  type EventRecord,
  type IngestKind,
  type IngestRecord,
} from './ingest-records';
import type { FeedLine } from './read-feed';
import type { Queryable } from '@leadsignal/server-core';

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

export interface RejectedLine {
  line: number;
  reason: string;
  raw: string;
}

export interface BatchResult {
  outcomes: { kind: IngestKind; outcome: UpsertOutcome }[];
  rejected: RejectedLine[];
}

/**
 * A line that is valid on its own but cannot be stored (e.g. an event of an unknown company). Always
 * thrown before the record writes anything, so no savepoint is needed to reject it.
 */
export class IngestRejection extends Error {}

/** A company as a record gives it; an event may create one from its domain and name alone. */
type CompanyInput = Partial<CompanyRecord> & Pick<CompanyRecord, 'domain' | 'name'>;

interface PendingEvent {
  record: EventRecord;
  company: CompanyRow;
  contact: ContactRow | undefined;
}

export class BatchWriter {
  private readonly companies = new Map<string, CompanyRow>();
  private readonly contacts = new Map<string, ContactRow | undefined>();
  private pending: PendingEvent[] = [];
  private readonly outcomes: BatchResult['outcomes'] = [];
  private readonly rejected: RejectedLine[] = [];

  constructor(
    private readonly tx: Queryable,
    private readonly repository: IngestRepository,
    private readonly careful: boolean,
  ) {}

  async add(line: FeedLine, record: IngestRecord): Promise<void> {
    if (!this.careful) {
      try {
        await this.apply(record);
      } catch (error) {
        if (!(error instanceof IngestRejection)) throw error;
        this.reject(line, error.message);
      }
      return;
    }
    await this.tx.query('SAVEPOINT ingest_record');
    try {
      await this.apply(record);
      await this.tx.query('RELEASE SAVEPOINT ingest_record');
    } catch (error) {
      await this.tx.query('ROLLBACK TO SAVEPOINT ingest_record');
      // What the rolled-back record wrote is gone; so must be what we remembered of it.
      this.companies.clear();
      this.contacts.clear();
      this.reject(
        line,
        error instanceof IngestRejection ? error.message : `Could not be stored: ${(error as Error).message}`,
      );
    }
  }

  async finish(): Promise<void> {
    await this.flushEvents();
  }

  result(): BatchResult {
    return { outcomes: this.outcomes, rejected: this.rejected };
  }

  private reject(line: FeedLine, reason: string): void {
    this.rejected.push({ line: line.line, reason, raw: line.raw });
  }

  private async apply(record: IngestRecord): Promise<void> {
    if (record.kind === 'event') {
      await this.addEvent(record.record);
      return;
    }
    // Events waiting for their insert were resolved against the companies and contacts as they are
    // now; write them before a company or contact record changes those.
    await this.flushEvents();
    const outcome =
      record.kind === 'company'
        ? (await this.upsertCompany(record.record)).outcome
        : await this.upsertContact(record.record);
    this.outcomes.push({ kind: record.kind, outcome });
  }

  // ----- companies

  private async company(domain: string): Promise<CompanyRow | undefined> {
    const known = this.companies.get(domain);
    if (known) return known;
    const row = await this.repository.lockCompany(this.tx, domain);
    if (row) this.companies.set(domain, row);
    return row;
  }

  private async upsertCompany(record: CompanyInput): Promise<{ outcome: UpsertOutcome; company: CompanyRow }> {
    // The group's parent must be known already: parents come earlier in a feed (or were stored before).
    let parent: CompanyRow | undefined;
    if (record.parentDomain) {
      parent = await this.company(record.parentDomain);
      if (!parent) {
        throw new IngestRejection(
          `Unknown parent company '${record.parentDomain}': ingest the parent first (earlier in the feed).`,
        );
      }
    }
    let existing = await this.company(record.domain);
    if (existing && parent && (await this.repository.ancestorsOf(this.tx, parent.id)).has(existing.id)) {
      throw new IngestRejection(
        `A company can't be its own parent: '${record.parentDomain}' belongs to the group of '${record.domain}'.`,
      );
    }
    if (!existing) {
      const inserted = await this.repository.insertCompany(this.tx, companyValues(record, undefined, parent));
      if (inserted) {
        this.companies.set(inserted.domain, inserted);
        return { outcome: 'inserted', company: inserted };
      }
      // Another import inserted this domain between our read and our insert: update it instead.
      existing = await this.company(record.domain);
      if (!existing) throw new Error(`company ${record.domain} vanished during the import`);
    }
    const values = companyValues(record, existing, parent);
    if (sameValues(values, existing)) return { outcome: 'unchanged', company: existing };
    const company: CompanyRow = { id: existing.id, ...values };
    await this.repository.updateCompany(this.tx, existing.id, values);
    await this.repository.syncEventsOfCompany(this.tx, company);
    if (company.name !== existing.name) await this.repository.syncContactsOfCompany(this.tx, company);
    this.companies.set(company.domain, company);
    // Contacts remembered in this batch may carry the old name.
    if (company.name !== existing.name) this.contacts.clear();
    return { outcome: 'updated', company };
  }

  // ----- contacts

  /** Locks the contact's identity for the rest of the transaction, then finds it (remembered per batch). */
  private async findContact(who: {
    email?: string;
    companyId?: string;
    firstName?: string;
    lastName?: string;
  }): Promise<{ key: string; contact: ContactRow | undefined } | undefined> {
    let key: string;
    if (who.email) key = `email:${who.email}`;
    else if (who.companyId && who.firstName && who.lastName) {
      key = `name:${who.companyId}:${who.firstName.toLowerCase()}:${who.lastName.toLowerCase()}`;
    } else return undefined;
    if (this.contacts.has(key)) return { key, contact: this.contacts.get(key) };
    await this.repository.lockContactIdentity(this.tx, key);
    const contact = who.email
      ? await this.repository.findContactByEmail(this.tx, who.email)
      : await this.repository.findContactByName(
          this.tx,
          who.companyId as string,
          who.firstName as string,
          who.lastName as string,
        );
    this.contacts.set(key, contact);
    return { key, contact };
  }

  private async upsertContact(record: ContactRecord): Promise<UpsertOutcome> {
    let company: CompanyRow | undefined;
    if (record.companyDomain) {
      company = await this.company(record.companyDomain);
      if (!company) throw new IngestRejection(`Unknown company '${record.companyDomain}': ingest the company first.`);
    }
    const found = await this.findContact({
      email: record.email,
      companyId: company?.id,
      firstName: record.firstName,
      lastName: record.lastName,
    });
    const existing = found?.contact;
    const values = contactValues(record, existing, company);
    if (!existing) {
      const inserted = await this.repository.insertContact(this.tx, values);
      if (found) this.contacts.set(found.key, inserted);
      return 'inserted';
    }
    if (sameValues(values, existing)) return 'unchanged';
    const contact: ContactRow = { id: existing.id, ...values };
    await this.repository.updateContact(this.tx, existing.id, values);
    await this.repository.syncEventsOfContact(this.tx, contact);
    if (found) this.contacts.set(found.key, contact);
    return 'updated';
  }

  // ----- events

  private async addEvent(record: EventRecord): Promise<void> {
    // The same url twice in a batch: the first must be written before the second is compared with it.
    if (this.pending.some((event) => event.record.url === record.url)) await this.flushEvents();
    const company = await this.eventCompany(record);
    const contact = await this.eventContact(record, company);
    this.pending.push({ record, company, contact });
    if (this.careful) await this.flushEvents();
  }

  /** The event's company by domain; created from companyName when the feed has not sent it yet. */
  private async eventCompany(record: EventRecord): Promise<CompanyRow> {
    const known = await this.company(record.companyDomain);
    if (known) return known;
    if (!record.companyName) {
      throw new IngestRejection(
        `Unknown company '${record.companyDomain}': ingest the company first or give companyName.`,
      );
    }
    return (await this.upsertCompany({ domain: record.companyDomain, name: record.companyName })).company;
  }

  /** The contact the event names: by e-mail, else by first and last name at the company; created when new. */
  private async eventContact(record: EventRecord, company: CompanyRow): Promise<ContactRow | undefined> {
    const found = await this.findContact({
      email: record.contactEmail,
      companyId: company.id,
      firstName: record.contactFirstName,
      lastName: record.contactLastName,
    });
    if (!found) return undefined;
    if (found.contact) return found.contact;
    const email = record.contactEmail ?? null;
    const contact = await this.repository.insertContact(this.tx, {
      company_id: company.id,
      first_name: record.contactFirstName ?? null,
      last_name: record.contactLastName ?? null,
      email,
      phone: null,
      job_title: record.contactJobTitle ?? null,
      job_function: record.contactJobFunction ?? null,
      seniority: record.contactSeniority ?? null,
      profile_url: null,
      department: null,
      email_type: email ? emailKindOf(email) : null,
      email_status: email ? 'unverified' : null,
      phone_type: null,
      ...placeOf(company),
      company_name: company.name,
    });
    this.contacts.set(found.key, contact);
    return contact;
  }

  /** Inserts the waiting events (new urls); the others are existing events, updated when they changed. */
  private async flushEvents(): Promise<void> {
    if (!this.pending.length) return;
    const events = this.pending;
    this.pending = [];
    const inserted = await this.repository.insertEvents(
      this.tx,
      events.map(({ record, company, contact }) => eventValues(record, company, contact, undefined)),
    );
    const existing = await this.repository.lockEvents(
      this.tx,
      events.filter((event) => !inserted.has(event.record.url)).map((event) => event.record.url),
    );
    for (const event of events) {
      const outcome = inserted.has(event.record.url)
        ? 'inserted'
        : await this.updateEvent(event, existing.get(event.record.url));
      this.outcomes.push({ kind: 'event', outcome });
    }
  }

  private async updateEvent(
    { record, company, contact }: PendingEvent,
    existing: EventRow | undefined,
  ): Promise<UpsertOutcome> {
    if (!existing) throw new Error(`event ${record.url} vanished during the import`);
    const values = eventValues(record, company, contact, existing);
    if (sameValues(values, existing)) return 'unchanged';
    await this.repository.updateEvent(this.tx, existing.id, values);
    return 'updated';
  }
}

/** A field the record leaves out keeps its stored value; a new company's website defaults to its domain. */
function companyValues(
  record: CompanyInput,
  existing: CompanyRow | undefined,
  parent: CompanyRow | undefined,
): CompanyValues {
  const industry = record.industry ?? existing?.industry ?? null;
  // A company given a parent is its subsidiary unless the record says affiliate.
  const relationship =
    record.relationship ??
    (parent && existing?.relationship !== 'Affiliate' && existing?.relationship !== 'Subsidiary'
      ? 'Subsidiary'
      : (existing?.relationship ?? null));
  return {
    name: record.name,
    domain: record.domain,
    website: record.website ?? existing?.website ?? `https://${record.domain}`,
    logo_url: record.logoUrl ?? existing?.logo_url ?? null,
    industry: record.industry ?? existing?.industry ?? null,
    company_type: record.companyType ?? existing?.company_type ?? null,
    employee_size: record.employeeSize ?? existing?.employee_size ?? null,
    revenue_band: record.revenueBand ?? existing?.revenue_band ?? null,
    investors: record.investors ?? existing?.investors ?? [],
    funding_rounds: record.fundingRounds ?? existing?.funding_rounds ?? [],
    country_code: record.country?.code ?? existing?.country_code ?? null,
    country: record.country?.name ?? existing?.country ?? null,
    state: record.state ?? existing?.state ?? null,
    city: record.city ?? existing?.city ?? null,
    zip_code: record.zipCode ?? existing?.zip_code ?? null,
    legal_name: record.legalName ?? existing?.legal_name ?? (existing ? null : record.name),
    trading_name: record.tradingName ?? existing?.trading_name ?? null,
    registration_number: record.registrationNumber ?? existing?.registration_number ?? null,
    jurisdiction_country: record.jurisdiction?.country ?? existing?.jurisdiction_country ?? null,
    jurisdiction_subdivision: record.jurisdiction
      ? record.jurisdiction.subdivision
      : (existing?.jurisdiction_subdivision ?? null),
    incorporation_date: record.incorporationDate ?? existing?.incorporation_date ?? null,
    status: record.status ?? existing?.status ?? 'active',
    relationship,
    parent_company_id: parent?.id ?? (relationship === 'Parent' ? null : (existing?.parent_company_id ?? null)),
    source_kind: record.sourceKind ?? existing?.source_kind ?? 'external',
    technologies: record.technologies ?? existing?.technologies ?? [],
    top_industry: industry ? (topLevelIndustryOf(industry)?.value ?? null) : null,
    description: record.description ?? existing?.description ?? null,
    phone: record.phone ?? existing?.phone ?? null,
    address: record.address ?? existing?.address ?? null,
  };
}

/** A company's place, for a contact who has none of their own. */
function placeOf(
  company: CompanyRow | undefined,
): Pick<ContactValues, 'country_code' | 'country' | 'state' | 'city' | 'zip_code'> {
  return {
    country_code: company?.country_code ?? null,
    country: company?.country ?? null,
    state: company?.state ?? null,
    city: company?.city ?? null,
    zip_code: company?.zip_code ?? null,
  };
}

/**
 * A contact record over what is stored: a field left out keeps its value; the e-mail's kind follows a new
 * address unless given; a new contact without a place of their own is at their company's; the company's
 * name is copied from the company.
 */
function contactValues(
  record: ContactRecord,
  existing: ContactRow | undefined,
  company: CompanyRow | undefined,
): ContactValues {
  const email = record.email ?? existing?.email ?? null;
  const phone = record.phone ?? existing?.phone ?? null;
  // A new address is typed afresh and unverified until the feed says otherwise.
  const newEmail = record.email !== undefined && record.email !== existing?.email;
  const newPhone = record.phone !== undefined && record.phone !== existing?.phone;
  const emailType = email
    ? (record.emailType ?? (newEmail ? emailKindOf(email) : (existing?.email_type ?? emailKindOf(email))))
    : null;
  const emailStatus = email
    ? (record.emailStatus ?? (newEmail ? 'unverified' : (existing?.email_status ?? 'unverified')))
    : null;
  const phoneType = phone
    ? (record.phoneType ?? (newPhone ? 'fixed_line_or_mobile' : (existing?.phone_type ?? 'fixed_line_or_mobile')))
    : null;
  let place: Pick<ContactValues, 'country_code' | 'country' | 'state' | 'city' | 'zip_code'>;
  if (existing) {
    place = {
      country_code: record.country?.code ?? existing.country_code,
      country: record.country?.name ?? existing.country,
      state: record.state ?? existing.state,
      city: record.city ?? existing.city,
      zip_code: record.zipCode ?? existing.zip_code,
    };
  } else {
    // A new contact is at their company's place, overridden by what the line gives: a finer level
    // (state, city, zip code) falls back to the company's only while the coarser ones are the company's.
    const at = placeOf(company);
    const sameCountry = !record.country || record.country.code === at.country_code;
    const sameState = sameCountry && record.state === undefined;
    const sameCity = sameState && record.city === undefined;
    place = {
      country_code: record.country?.code ?? at.country_code,
      country: record.country?.name ?? at.country,
      state: record.state ?? (sameCountry ? at.state : null),
      city: record.city ?? (sameState ? at.city : null),
      zip_code: record.zipCode ?? (sameCity ? at.zip_code : null),
    };
  }
  return {
    company_id: company?.id ?? existing?.company_id ?? null,
    first_name: record.firstName,
    last_name: record.lastName,
    email,
    phone,
    job_title: record.jobTitle ?? existing?.job_title ?? null,
    job_function: record.jobFunction ?? existing?.job_function ?? null,
    seniority: record.seniority ?? existing?.seniority ?? null,
    profile_url: record.profileUrl ?? existing?.profile_url ?? null,
    department: record.department ?? existing?.department ?? null,
    email_type: emailType,
    email_status: emailStatus,
    phone_type: phoneType,
    ...place,
    company_name: company ? company.name : (existing?.company_name ?? null),
  };
}

/**
 * The event row: the record's own fields (a left-out optional field keeps its stored value), the
 * contact fields from the record or else the contact, and the company's columns copied as the seed does.
 */
function eventValues(
  record: EventRecord,
  company: CompanyRow,
  contact: ContactRow | undefined,
  existing: EventRow | undefined,
): EventValues {
  const firstName = record.contactFirstName ?? contact?.first_name ?? null;
  const lastName = record.contactLastName ?? contact?.last_name ?? null;
  const named = Boolean(firstName || lastName);
  return {
    title: record.title,
    url: record.url,
    type: record.type,
    date_published: record.datePublished,
    summary: record.summary ?? existing?.summary ?? null,
    quote: record.quote ?? existing?.quote ?? null,
    person_quoted_name: record.personQuotedName ?? existing?.person_quoted_name ?? null,
    hire_type: record.hireType ?? existing?.hire_type ?? null,
    company_id: company.id,
    contact_id: contact?.id ?? null,
    contact_first_name: firstName,
    contact_last_name: lastName,
    contact_name_source_url:
      record.contactNameSourceUrl ?? (named ? (existing?.contact_name_source_url ?? record.url) : null),
    has_contact_email: Boolean(contact?.email),
    article_job_title: record.contactJobTitle ?? contact?.job_title ?? null,
    contact_job_function: record.contactJobFunction ?? contact?.job_function ?? null,
    contact_seniority: record.contactSeniority ?? contact?.seniority ?? null,
    company_name: company.name,
    company_domain: company.domain,
    company_website: company.website,
    company_logo_url: company.logo_url,
    company_industry: company.industry,
    company_type: company.company_type,
    company_employee_size: company.employee_size,
    company_revenue_band: company.revenue_band,
    company_investors: company.investors,
    company_funding_rounds: company.funding_rounds,
    country: company.country,
    state: company.state,
    city: company.city,
    zip_code: company.zip_code,
  };
}

/** True when every column of `values` equals the stored row's (dates by instant, lists element-wise). */
function sameValues<T extends object>(values: T, stored: T): boolean {
  return (Object.keys(values) as (keyof T)[]).every((key) => sameValue(values[key], stored[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => item === b[i]);
  }
  return a === b;
}
