// Layout of the public pages (spec §2): a fixed top bar with the logo, Login and Signup, then the page.
// Plain Bootstrap markup rather than react-bootstrap's Navbar, whose offcanvas and collapse parts would
// otherwise be part of every visitor's first load (docs/performance.md).
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { PageLoader } from '../../components/PageLoader';

export function PublicLayout() {
  return (
    <>
      <nav className="navbar navbar-expand bg-white fixed-top border-bottom public-topbar" aria-label="Main">
        <div className="container-fluid">
          <Link className="navbar-brand" to="/">
            <img src={logo} width={120} alt="LeadSignal" />
          </Link>
          <div className="navbar-nav ms-auto flex-row gap-3">
            <NavLink className="nav-link" to="/login">
              Login
            </NavLink>
            <NavLink className="nav-link" to="/signup">
              Signup
            </NavLink>
          </div>
        </div>
      </nav>
      <main className="public-content">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
