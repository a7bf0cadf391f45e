// @leadsignal/accounts: users, sign-in tokens, roles and permissions, settings (the admin's wording): the
// accounts tables (users' profile, password, confirmation, Google subject, token version and roles;
// user_roles, roles, role_permissions, permissions, auth_tokens, settings) and the services over them.
export * from './ports';
export * from './users.repository';
export * from './auth-tokens.repository';
export * from './roles.repository';
export * from './permissions.repository';
export * from './settings.repository';
export * from './current-user';
export * from './users.service';
export * from './roles.service';
export * from './permissions.service';
export * from './settings.service';
export * from './verbiage';
export * from './passwords';
export * from './one-time-tokens';
export * from './google-identity';
export * from './auth.service';
export * from './invites.service';
export * from './seed-accounts';
export * from './accounts.module';
