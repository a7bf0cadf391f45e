// Reference lists shared by the API, the worker and the web app (spec §3 "Reference data").
export * from './option';
export * from './countries';
export * from './subdivisions';
export * from './event-types';
export * from './company-sizes';
export * from './company-types';
export * from './company-relationships';
export * from './revenue-bands';
export * from './source-kinds';
export * from './date-ranges';
export * from './email-types';
export * from './phone-types';
export * from './domain-types';
export * from './industries';
export * from './job-functions';
export * from './seniority-levels';
export * from './funding-stages';
