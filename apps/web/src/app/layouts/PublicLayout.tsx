// Layout of the public pages (spec §2): a fixed top bar with the logo, Login and Signup, then the page.
import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, Outlet } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { PageLoader } from '../../components/PageLoader';

export function PublicLayout() {
  return (
    <>
      <Navbar bg="white" fixed="top" className="border-bottom public-topbar">
        <Container fluid>
          <Navbar.Brand as={Link} to="/">
            <img src={logo} width={120} alt="LeadSignal" />
          </Navbar.Brand>
          <Nav className="ms-auto flex-row gap-3">
            <Nav.Link as={NavLink} to="/login">
              Login
            </Nav.Link>
            <Nav.Link as={NavLink} to="/signup">
              Signup
            </Nav.Link>
          </Nav>
        </Container>
      </Navbar>
      <main className="public-content">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
