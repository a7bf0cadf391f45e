// @leadsignal/lists: lists of companies and prospects, private to their owner, and their members — the one
// writer of the lists and list_members tables.
export * from './lists.repository';
export * from './lists.service';
export * from './lists.module';
