// The permission catalogue. Roles grant permissions; every API route names the ones it needs and the
// SPA shows only what allowedPermissions allows (the server still decides).
export const PERMISSIONS = {
  alertsSearch: 'alerts.search',
  alertsReveal: 'alerts.reveal',
  alertsExport: 'alerts.export',
  alertsSave: 'alerts.save',
  companiesSearch: 'companies.search',
  companiesExport: 'companies.export',
  companiesSave: 'companies.save',
  prospectsSearch: 'prospects.search',
  prospectsReveal: 'prospects.reveal',
  prospectsExport: 'prospects.export',
  prospectsSave: 'prospects.save',
  reportData: 'data.report',
  billing: 'billing.manage',
  adminUsers: 'admin.users',
  adminRoles: 'admin.roles',
  adminPermissions: 'admin.permissions',
  adminSettings: 'admin.settings',
  adminEmailTemplates: 'admin.emailTemplates',
  adminReportedData: 'admin.reportedData',
  adminPlans: 'admin.plans',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS: Permission[] = Object.values(PERMISSIONS);

export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  'alerts.search': 'Search trigger-event alerts',
  'alerts.reveal': "Reveal an alert contact's e-mail",
  'alerts.export': 'Export alerts to CSV',
  'alerts.save': 'Save alert searches',
  'companies.search': 'Search registered companies',
  'companies.export': 'Export registered companies to CSV',
  'companies.save': 'Save registered-company searches',
  'prospects.search': 'Search prospects',
  'prospects.reveal': "Reveal a prospect's e-mail",
  'prospects.export': 'Export prospects to CSV',
  'prospects.save': 'Save prospect searches',
  'data.report': 'Report inaccurate data',
  'billing.manage': 'Buy plans and credits',
  'admin.users': 'Manage users',
  'admin.roles': 'Manage roles',
  'admin.permissions': 'Manage permissions',
  'admin.settings': 'Edit login and signup wording',
  'admin.emailTemplates': 'Edit e-mail templates',
  'admin.reportedData': 'Review reported data',
  'admin.plans': 'Manage plans',
};

export const ROLES = { admin: 'Admin', user: 'User' } as const;

/** What the seeded roles grant. Admin has everything; User everything but the admin pages. */
export const DEFAULT_ROLE_PERMISSIONS: Record<string, Permission[]> = {
  [ROLES.admin]: ALL_PERMISSIONS,
  [ROLES.user]: ALL_PERMISSIONS.filter((p) => !p.startsWith('admin.')),
};
