// The route table in one place. A feature adds a page by lazily importing it here and adding one entry:
// public pages render inside PublicLayout, signed-in pages inside the signed-in shell (behind RequireAuth).
// Both layouts show "Loading..." while a page's code arrives (spec §9). A signed-in page that needs a
// permission names it (or several, any one of which opens it); users without it get the access page instead (the
// API refuses them anyway). Each search kind's three pages come from its manifest (routes, permissions): its
// search screen from SEARCH_PAGES, its saved-search and CSV-downloads pages are the search kit's.
import { MANIFESTS, PERMISSIONS, type KindManifest, type SearchableKind } from '@leadsignal/contracts';
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { PermissionRequirement } from '../lib/permission-requirement';

export interface AppRoute {
  /** An absolute path, as in spec §2 (e.g. '/alerts'); query parameters such as ?ssid are read by the page. */
  path: string;
  /** The page, created with React.lazy so each page is its own chunk. */
  element: ReactNode;
  /** Needed to open the page, one permission or any one of a list (the same the sidebar shows its link for). */
  permission?: PermissionRequirement;
}

const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
/**
 * A lazy page whose code can be asked for before the app's first render: once loaded, it renders at once instead of
 * suspending for a tick behind "Loading...", so the first paint React makes is the page itself.
 */
function preloadablePage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  const preload = () => load().then((page) => (loaded = page));
  const Lazy = lazy(() => preload().then((page) => ({ default: page })));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

const LoginPage = preloadablePage(() => import('../features/auth/pages/LoginPage').then((m) => m.LoginPage));
/** The sign-in page's code, asked for before the first render on / and /login (App.tsx). */
export const preloadSignInPage = (): Promise<unknown> => LoginPage.preload();
const SignUpPage = lazy(() => import('../features/auth/pages/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const WelcomePage = lazy(() => import('../features/auth/pages/WelcomePage').then((m) => ({ default: m.WelcomePage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ForgotPasswordSuccessPage = lazy(() =>
  import('../features/auth/pages/ForgotPasswordSuccessPage').then((m) => ({ default: m.ForgotPasswordSuccessPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const ResetPasswordSuccessPage = lazy(() =>
  import('../features/auth/pages/ResetPasswordSuccessPage').then((m) => ({ default: m.ResetPasswordSuccessPage })),
);
const ChangePasswordRequiredPage = lazy(() =>
  import('../features/auth/pages/ChangePasswordRequiredPage').then((m) => ({ default: m.ChangePasswordRequiredPage })),
);
const ChangePasswordPage = lazy(() =>
  import('../features/auth/pages/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);
const ProfilePage = lazy(() => import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const ListsPage = lazy(() => import('../features/lists/ListsPage').then((m) => ({ default: m.ListsPage })));
const UsersPage = lazy(() => import('../features/admin/pages/UsersPage').then((m) => ({ default: m.UsersPage })));
const RolesPage = lazy(() => import('../features/admin/pages/RolesPage').then((m) => ({ default: m.RolesPage })));
const PermissionsPage = lazy(() =>
  import('../features/admin/pages/PermissionsPage').then((m) => ({ default: m.PermissionsPage })),
);
const LoginVerbiagePage = lazy(() =>
  import('../features/admin/settings/VerbiagePage').then((m) => ({ default: m.LoginVerbiagePage })),
);
const SignupVerbiagePage = lazy(() =>
  import('../features/admin/settings/VerbiagePage').then((m) => ({ default: m.SignupVerbiagePage })),
);
const ReportedDataPage = lazy(() =>
  import('../features/admin/reported-data/ReportedDataPage').then((m) => ({ default: m.ReportedDataPage })),
);
const EmailTemplatesPage = lazy(() =>
  import('../features/admin/email-templates/EmailTemplatesPage').then((m) => ({ default: m.EmailTemplatesPage })),
);
const PricingPage = lazy(() => import('../features/billing/PricingPage').then((m) => ({ default: m.PricingPage })));
const PaymentSuccessPage = lazy(() =>
  import('../features/billing/PaymentSuccessPage').then((m) => ({ default: m.PaymentSuccessPage })),
);
const PaymentCancelPage = lazy(() =>
  import('../features/billing/PaymentCancelPage').then((m) => ({ default: m.PaymentCancelPage })),
);
const AcceptInvitePage = lazy(() =>
  import('../features/auth/pages/AcceptInvitePage').then((m) => ({ default: m.AcceptInvitePage })),
);
const TeamPage = lazy(() => import('../features/team/TeamPage').then((m) => ({ default: m.TeamPage })));
const JoinTeamPage = lazy(() => import('../features/team/JoinTeamPage').then((m) => ({ default: m.JoinTeamPage })));
const SavedSearchesPage = lazy(() =>
  import('../search-kit/saved-searches/SavedSearchesPage').then((m) => ({ default: m.SavedSearchesPage })),
);
const CsvDownloadsPage = lazy(() =>
  import('../search-kit/exports/CsvDownloadsPage').then((m) => ({ default: m.CsvDownloadsPage })),
);

/** Each search kind's screen (its definition, columns and modals live in its feature). */
const SEARCH_PAGES: Record<SearchableKind, ComponentType> = {
  alerts: lazy(() => import('../features/alerts/AlertsPage').then((m) => ({ default: m.AlertsPage }))),
  companies: lazy(() => import('../features/companies/CompaniesPage').then((m) => ({ default: m.CompaniesPage }))),
  prospects: lazy(() => import('../features/prospects/ProspectsPage').then((m) => ({ default: m.ProspectsPage }))),
};

/** A search kind's search, saved-search and CSV-downloads pages, at its manifest's routes and permissions. */
function kindRoutes(manifest: KindManifest): AppRoute[] {
  const SearchPage = SEARCH_PAGES[manifest.kind];
  return [
    { path: manifest.routes.search, element: <SearchPage />, permission: manifest.permissions.search },
    {
      path: manifest.routes.savedSearches,
      element: <SavedSearchesPage manifest={manifest} />,
      permission: manifest.permissions.save,
    },
    {
      path: manifest.routes.downloads,
      element: <CsvDownloadsPage manifest={manifest} />,
      permission: manifest.permissions.export,
    },
  ];
}

const NotFoundPage = lazy(() => import('../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

export const publicRoutes: AppRoute[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignUpPage /> },
  { path: '/welcome', element: <WelcomePage /> },
  { path: '/forgotpassword', element: <ForgotPasswordPage /> },
  { path: '/forgotpasswordsuccess', element: <ForgotPasswordSuccessPage /> },
  { path: '/resetpassword', element: <ResetPasswordPage /> },
  { path: '/resetpasswordsuccess', element: <ResetPasswordSuccessPage /> },
  { path: '/acceptinvite', element: <AcceptInvitePage /> },
  { path: '/changepasswordrequired', element: <ChangePasswordRequiredPage /> },
];

export const signedInRoutes: AppRoute[] = [
  { path: '/home', element: <HomePage /> },
  ...MANIFESTS.flatMap(kindRoutes),
  { path: '/profile', element: <ProfilePage /> },
  { path: '/changepassword', element: <ChangePasswordPage /> },
  // Lists are kept with the save permission of their kind: either kind's opens the page, which shows the lists of
  // the kinds the user keeps.
  {
    path: '/updateList',
    element: <ListsPage />,
    permission: [PERMISSIONS.prospectsSave, PERMISSIONS.companiesSave],
  },
  // Every user is in a team: the page shows what their role there lets them see and change.
  { path: '/team', element: <TeamPage /> },
  { path: '/team/join', element: <JoinTeamPage /> },
  { path: '/manage/users', element: <UsersPage />, permission: PERMISSIONS.adminUsers },
  { path: '/manage/roles', element: <RolesPage />, permission: PERMISSIONS.adminRoles },
  { path: '/manage/permissions', element: <PermissionsPage />, permission: PERMISSIONS.adminPermissions },
  { path: '/settings/loginverbiage', element: <LoginVerbiagePage />, permission: PERMISSIONS.adminSettings },
  { path: '/settings/signupverbiage', element: <SignupVerbiagePage />, permission: PERMISSIONS.adminSettings },
  { path: '/settings/emailtemplates', element: <EmailTemplatesPage />, permission: PERMISSIONS.adminEmailTemplates },
  { path: '/reported/data', element: <ReportedDataPage />, permission: PERMISSIONS.adminReportedData },
  { path: '/pricing', element: <PricingPage /> },
  { path: '/payment/success', element: <PaymentSuccessPage /> },
  { path: '/payment/cancel', element: <PaymentCancelPage /> },
];

/** Any address no other route matches. */
export const notFoundRoute: AppRoute = { path: '*', element: <NotFoundPage /> };
