// The signed-in shell (spec §2): header with the sidebar toggle, credit and download-limit badges,
// notification count, the user's name and Logout; the sidebar; then the page.
import { Suspense, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Navbar from 'react-bootstrap/Navbar';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { CreditBadge, DownloadLimitBadge } from '../../components/Badges';
import { PageLoader } from '../../components/PageLoader';
import { NotificationsMenu } from '../../features/notifications/components/NotificationsMenu';
import { endSession } from '../../lib/base-api';
import { useGetMeQuery } from '../../lib/me-api';
import { readSidebarVisible, saveSidebarVisible } from '../../lib/storage';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { selectAccessToken, selectAllowedPermissions, selectCurrentUser } from '../../stores/session-slice';
import { selectDownloadLimit, selectMonthlyAvailableCredits, selectNotificationCount } from '../../stores/shared-slice';
import { Sidebar, SIDEBAR_ID } from './Sidebar';

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

  // Fresh counters on every entry into the shell; skipped once signed out so the reset cache is not refilled.
  const { data: me } = useGetMeQuery(undefined, { skip: !accessToken, refetchOnMountOrArgChange: true });

  useEffect(() => {
    // The server can demand a new password (e.g. after an admin reset); it wins over whatever page was asked for.
    if (me?.mustChangePassword) navigate('/changepasswordrequired', { replace: true });
  }, [me, navigate]);

  const toggleSidebar = () => {
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
      <Navbar bg="white" sticky="top" className="border-bottom shell-header px-3 gap-3">
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label="Toggle sidebar"
          aria-controls={SIDEBAR_ID}
          aria-expanded={sidebarVisible}
          onClick={toggleSidebar}
        >
          <span aria-hidden="true">☰</span>
        </Button>
        <Navbar.Brand as={Link} to="/home" className="me-auto">
          <img src={logo} width={120} alt="LeadSignal" />
        </Navbar.Brand>
        <div className="d-flex align-items-center flex-wrap gap-3">
          <CreditBadge credits={credits} />
          <DownloadLimitBadge limit={downloadLimit} />
          <NotificationsMenu count={notificationCount} />
          {currentUser && <span className="fw-semibold shell-user-name">{currentUser.fullName}</span>}
          <Button variant="outline-primary" size="sm" onClick={logout}>
            Logout
          </Button>
        </div>
      </Navbar>
      <div className="shell-body">
        <Sidebar visible={sidebarVisible} allowedPermissions={allowedPermissions} />
        <main className="shell-content">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
