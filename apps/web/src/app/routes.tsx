// The route table in one place. A feature adds a page by lazily importing it here and adding one entry:
// public pages render inside PublicLayout, signed-in pages inside the signed-in shell (behind RequireAuth).
// Both layouts show "Loading..." while a page's code arrives (spec §9).
import { lazy, type ReactNode } from 'react';

export interface AppRoute {
  /** An absolute path, as in spec §2 (e.g. '/alerts'); query parameters such as ?ssid are read by the page. */
  path: string;
  /** The page, created with React.lazy so each page is its own chunk. */
  element: ReactNode;
}

const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })));
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
const AlertsPage = lazy(() => import('../features/alerts/AlertsPage').then((m) => ({ default: m.AlertsPage })));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const ManageAlertSearchesPage = lazy(() =>
  import('../features/saved-searches/pages/ManageAlertSearchesPage').then((m) => ({
    default: m.ManageAlertSearchesPage,
  })),
);
const AlertCsvDownloadsPage = lazy(() =>
  import('../features/downloads/pages/AlertCsvDownloadsPage').then((m) => ({ default: m.AlertCsvDownloadsPage })),
);
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
  { path: '/changepasswordrequired', element: <ChangePasswordRequiredPage /> },
];

export const signedInRoutes: AppRoute[] = [
  { path: '/home', element: <HomePage /> },
  { path: '/alerts', element: <AlertsPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/eventscsvdownload', element: <AlertCsvDownloadsPage /> },
  { path: '/changepassword', element: <ChangePasswordPage /> },
  { path: '/managealertsavesearch', element: <ManageAlertSearchesPage /> },
  { path: '/manage/users', element: <UsersPage /> },
  { path: '/manage/roles', element: <RolesPage /> },
  { path: '/manage/permissions', element: <PermissionsPage /> },
  { path: '/settings/loginverbiage', element: <LoginVerbiagePage /> },
  { path: '/settings/signupverbiage', element: <SignupVerbiagePage /> },
  { path: '/settings/emailtemplates', element: <EmailTemplatesPage /> },
  { path: '/reported/data', element: <ReportedDataPage /> },
  { path: '/pricing', element: <PricingPage /> },
  { path: '/payment/success', element: <PaymentSuccessPage /> },
  { path: '/payment/cancel', element: <PaymentCancelPage /> },
];

/** Any address no other route matches. */
export const notFoundRoute: AppRoute = { path: '*', element: <NotFoundPage /> };
