// The product areas of the signed-in app, in one list for the sidebar and the home page. Each names the
// permission that opens it; the server still enforces it, this only hides what the user cannot use. The search
// kinds' pages come from their manifests: a link reads as the page's title ("Find Prospects").
import { MANIFESTS, PERMISSIONS, type KindManifest } from '@leadsignal/contracts';
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

/** A search kind's search, CSV-downloads and saved-search pages. */
function kindAreas({ routes, labels, permissions }: KindManifest): ProductArea[] {
  return [
    { path: routes.search, label: labels.title, description: labels.searchDescription, permission: permissions.search },
    {
      path: routes.downloads,
      label: labels.downloadsTitle,
      description: labels.downloadsDescription,
      permission: permissions.export,
    },
    {
      path: routes.savedSearches,
      label: labels.savedSearchesTitle,
      description: labels.savedSearchesDescription,
      permission: permissions.save,
    },
  ];
}

export const PRODUCT_AREAS: ProductArea[] = [
  ...MANIFESTS.flatMap(kindAreas),
  {
    path: '/updateList',
    label: 'Lists',
    description: 'Your lists of prospects and companies: open, rename, export or delete them.',
    permission: [PERMISSIONS.prospectsSave, PERMISSIONS.companiesSave],
  },
  {
    path: '/team',
    label: 'Team',
    description: "Your team's credit pool and your monthly cap; owners and managers invite and manage members.",
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
