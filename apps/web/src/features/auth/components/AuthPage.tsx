// The frame of every public auth page: a heading and a card, with the admin-editable wording beside it
// on the login and signup pages.
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import '../auth.css';
import { Wording } from './Wording';

interface AuthPageProps {
  title: string;
  /** Shown beside the card (above it on narrow screens); omitted when undefined. */
  wording?: string;
  children: ReactNode;
}

export function AuthPage({ title, wording, children }: AuthPageProps) {
  const card = (
    <Card className="auth-card shadow-sm">
      <Card.Body className="p-4">
        <h1 className="h4 mb-4">{title}</h1>
        {children}
      </Card.Body>
    </Card>
  );
  if (wording === undefined) return <div className="auth-page">{card}</div>;
  return (
    <div className="auth-page auth-page-wide">
      <Row className="g-4 align-items-start">
        <Col md={6} as="section" aria-label="About LeadSignal" className="pt-md-4">
          <Wording content={wording} />
        </Col>
        <Col md={6}>{card}</Col>
      </Row>
    </div>
  );
}
