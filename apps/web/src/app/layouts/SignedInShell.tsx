// The signed-in shell (spec §2): header with the sidebar toggle, credit and download-limit badges (their one
// place: every page shows them here), notification count, the user's name and Logout; the sidebar; then the
// page. Below 992 px the header keeps to one line (the logo mark, compact badges; the user's name and Logout
// move into the menu; below 600 px the badges too) and the sidebar is an off-canvas menu, closed until opened
// (docs/decisions.md). A skip link leads past the header to the page.
import { Suspense, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import logoMark from '../../assets/logo-mark.svg';
import { CreditBadge, DownloadLimitBadge } from '../../components/Badges';
import { PageLoader } from '../../components/PageLoader';
import { NotificationsMenu } from '../../features/notifications/components/NotificationsMenu';
import { endSession } from '../../lib/base-api';
import { useGetMeQuery } from '../../lib/me-api';
import { readSidebarVisible, saveSidebarVisible } from '../../lib/storage';
import { useMediaQuery } from '../../lib/use-media-query';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { selectAccessToken, selectAllowedPermissions, selectCurrentUser } from '../../stores/session-slice';
import { selectDownloadLimit, selectMonthlyAvailableCredits, selectNotificationCount } from '../../stores/shared-slice';
import { Sidebar, SIDEBAR_ID } from './Sidebar';

/** Below Bootstrap's lg breakpoint the sidebar would squeeze the page: it becomes an off-canvas menu. */
const NARROW_QUERY = '(max-width: 991.98px)';
/** Phones (spec §9's 599 px): the header keeps the menu button, logo and notifications; the badges move into the menu. */
const PHONE_QUERY = '(max-width: 599.98px)';

export function SignedInShell() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const accessToken = useAppSelector(selectAccessToken);
  const currentUser = useAppSelector(selectCurrentUser);
  const allowedPermissions = useAppSelector(selectAllowedPermissions);
  const credits = useAppSelector(selectMonthlyAvailableCredits);
  const downloadLimit = useAppSelector(selectDownloadLimit);
  const notificationCount = useAppSelector(selectNotificationCount);
  const [sidebarVisible, setSidebarVisible] = useState(readSidebarVisible);
  // Narrow screens: the sidebar is an off-canvas menu, closed on arrival and after each navigation.
  const narrow = useMediaQuery(NARROW_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  // Open for the page it was opened on: following a link in it closes it.
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = narrow && menuOpenOn === pathname;

  // Fresh counters on every entry into the shell; skipped once signed out so the reset cache is not refilled.
  const { data: me } = useGetMeQuery(undefined, { skip: !accessToken, refetchOnMountOrArgChange: true });

  useEffect(() => {
    // The server can demand a new password (e.g. after an admin reset); it wins over whatever page was asked for.
    if (me?.mustChangePassword) navigate('/changepasswordrequired', { replace: true });
  }, [me, navigate]);

  const toggleSidebar = () => {
    if (narrow) {
      setMenuOpenOn(pathname);
      return;
    }
    const next = !sidebarVisible;
    saveSidebarVisible(next);
    setSidebarVisible(next);
  };

  const logout = () => {
    endSession(dispatch);
    navigate('/login', { replace: true });
  };

  return (
    <div className="shell">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <Navbar bg="white" sticky="top" className="border-bottom shell-header px-3">
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label={narrow ? 'Open menu' : 'Toggle sidebar'}
          aria-controls={SIDEBAR_ID}
          aria-expanded={narrow ? menuOpen : sidebarVisible}
          onClick={toggleSidebar}
        >
          <span aria-hidden="true">☰</span>
        </Button>
        <Navbar.Brand as={Link} to="/home" className="me-auto shell-brand">
          {narrow ? (
            <img src={logoMark} width={28} height={28} alt="LeadSignal" />
          ) : (
            <img src={logo} width={120} alt="LeadSignal" />
          )}
        </Navbar.Brand>
        <div className="shell-header-items">
          {!phone && <CreditBadge credits={credits} />}
          {!phone && <DownloadLimitBadge limit={downloadLimit} />}
          <NotificationsMenu count={notificationCount} />
          {!narrow && currentUser && <span className="fw-semibold shell-user-name">{currentUser.fullName}</span>}
          {!narrow && (
            <Button variant="outline-primary" size="sm" onClick={logout}>
              Logout
            </Button>
          )}
        </div>
      </Navbar>
      <div className="shell-body">
        {narrow ? (
          <Offcanvas
            show={menuOpen}
            onHide={() => setMenuOpenOn(null)}
            aria-labelledby="shell-menu-title"
            className="shell-menu"
          >
            <Offcanvas.Header closeButton closeLabel="Close menu">
              <Offcanvas.Title id="shell-menu-title" as="h2" className="h5">
                Menu
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body>
              <Sidebar visible allowedPermissions={allowedPermissions} />
              {phone && (
                <div className="shell-menu-badges">
                  <CreditBadge credits={credits} />
                  <DownloadLimitBadge limit={downloadLimit} />
                </div>
              )}
              <div className="shell-menu-account">
                {currentUser && <span className="fw-semibold">{currentUser.fullName}</span>}
                <Button variant="outline-primary" size="sm" onClick={logout}>
                  Logout
                </Button>
              </div>
            </Offcanvas.Body>
          </Offcanvas>
        ) : (
          <Sidebar visible={sidebarVisible} allowedPermissions={allowedPermissions} />
        )}
        <main id="main-content" className="shell-content" tabIndex={-1}>
          {/* One boundary per page: a page whose chunk is still loading shows "Loading..." at once instead of
              the previous page staying on screen until it arrives. */}
          <Suspense key={pathname} fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
