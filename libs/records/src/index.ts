// @leadsignal/records: the rows of each search kind (alerts, companies, prospects) — the search mapped to its
// contract, one row in detail — and the one reveal service.
export * from './logo-url';
export * from './records.repository';
export * from './reveal.service';
export * from './alerts.service';
export * from './companies.repository';
export * from './companies.service';
export * from './prospects.service';
export * from './records.module';
export * from './logos.repository';
export * from './logos.service';
