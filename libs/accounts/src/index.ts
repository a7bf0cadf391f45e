// @leadsignal/accounts: Users, sign-in tokens, roles and permissions, settings (the admin's wording): the accounts tables and the services over them.
export {};
