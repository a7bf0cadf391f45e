// The product areas of the signed-in app, in one list for the sidebar and the home page. Each names the
// permission that opens it; the server still enforces it, this only hides what the user cannot use.
import { PERMISSIONS } from '@leadsignal/contracts';
import { meetsRequirement, type PermissionRequirement } from '../lib/permission-requirement';

export interface ProductArea {
  path: string;
  label: string;
  description: string;
  /** Needed to see the link (one permission, or any one of a list); areas without one are open to every user. */
  permission?: PermissionRequirement;
}

export const HOME_AREA: ProductArea = {
  path: '/home',
  label: 'Home',
  description: 'Your starting point.',
};

export const PRODUCT_AREAS: ProductArea[] = [
  {
    path: '/alerts',
    label: 'Find Alerts',
    description: 'Search trigger events such as new hires, funding rounds and expansions, with contact details.',
    permission: PERMISSIONS.alertsSearch,
  },
  {
    path: '/eventscsvdownload',
    label: 'Alert CSV Downloads',
    description: 'Download the alert exports you requested once they are ready.',
    permission: PERMISSIONS.alertsExport,
  },
  {
    path: '/managealertsavesearch',
    label: 'Saved Alert Searches',
    description: 'Run, monitor and choose the default of the alert searches you saved.',
    permission: PERMISSIONS.alertsSave,
  },
  {
    path: '/registries',
    label: 'Registered Companies',
    description: 'Find companies by industry, size, revenue and location.',
    permission: PERMISSIONS.companiesSearch,
  },
  {
    path: '/registeredcompaniescsvdownload',
    label: 'Company CSV Downloads',
    description: 'Download the company exports you requested once they are ready.',
    permission: PERMISSIONS.companiesExport,
  },
  {
    path: '/manageregisteredcompanysearch',
    label: 'Saved Company Searches',
    description: 'Rename, monitor and choose the default of the company searches you saved.',
    permission: PERMISSIONS.companiesSave,
  },
  {
    path: '/prospects',
    label: 'Prospects',
    description: 'Find the people to contact by job function, level and company.',
    permission: PERMISSIONS.prospectsSearch,
  },
  {
    path: '/prospectscsvdownload',
    label: 'Prospect CSV Downloads',
    description: 'Download the prospect exports you requested once they are ready.',
    permission: PERMISSIONS.prospectsExport,
  },
  {
    path: '/manageprospectssearch',
    label: 'Saved Prospect Searches',
    description: 'Run, monitor and choose the default of the prospect searches you saved.',
    permission: PERMISSIONS.prospectsSave,
  },
  {
    path: '/updateList',
    label: 'Lists',
    description: 'Your lists of prospects and companies: open, rename, export or delete them.',
    permission: [PERMISSIONS.prospectsSave, PERMISSIONS.companiesSave],
  },
  {
    path: '/pricing',
    label: 'Pricing',
    description: 'Buy credits and raise your download limit; see your orders.',
    permission: PERMISSIONS.billing,
  },
  {
    path: '/profile',
    label: 'Profile',
    description: 'Your name, e-mail and password.',
  },
];

export const ADMIN_AREAS: ProductArea[] = [
  {
    path: '/manage/users',
    label: 'Users',
    description: 'Invite, edit and disable users.',
    permission: PERMISSIONS.adminUsers,
  },
  {
    path: '/manage/roles',
    label: 'Roles',
    description: 'Group permissions into roles.',
    permission: PERMISSIONS.adminRoles,
  },
  {
    path: '/manage/permissions',
    label: 'Permissions',
    description: 'Review what each permission allows.',
    permission: PERMISSIONS.adminPermissions,
  },
  {
    path: '/settings/loginverbiage',
    label: 'Login Wording',
    description: 'Edit the text shown on the login page.',
    permission: PERMISSIONS.adminSettings,
  },
  {
    path: '/settings/signupverbiage',
    label: 'Signup Wording',
    description: 'Edit the text shown on the signup page.',
    permission: PERMISSIONS.adminSettings,
  },
  {
    path: '/settings/emailtemplates',
    label: 'E-mail Templates',
    description: 'Edit the e-mails the product sends.',
    permission: PERMISSIONS.adminEmailTemplates,
  },
  {
    path: '/reported/data',
    label: 'Reported Data',
    description: 'Review data users reported as inaccurate.',
    permission: PERMISSIONS.adminReportedData,
  },
];

export function allowedAreas(areas: ProductArea[], allowedPermissions: readonly string[]): ProductArea[] {
  return areas.filter((area) => !area.permission || meetsRequirement(allowedPermissions, area.permission));
}
