// Shows a contact's revealed e-mail address (spec §2, Email modal).
import type { PaidBy } from '@leadsignal/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

export const NO_EMAIL_TEXT = 'No e-mail address is available for this contact.';

/** "Revealed by Ana, Nov 3 — free for your team." (docs/teams.md); nothing when the caller paid. */
export function paidByText(paidBy: PaidBy | null | undefined): string | null {
  if (!paidBy || paidBy.byYou) return null;
  const on = new Date(paidBy.on).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `Revealed by ${paidBy.name}, ${on} — free for your team.`;
}

export interface EmailModalProps {
  show: boolean;
  contactName?: string;
  /** undefined while it is being revealed; null when the contact has none. */
  email: string | null | undefined;
  /** The phone, for kinds that reveal one: shown once the e-mail is known (null: none). */
  phone?: string | null;
  /** Who in the team paid for it, when a teammate did. */
  paidBy?: PaidBy | null;
  onHide: () => void;
}

export function EmailModal({ show, contactName, email, phone, paidBy, onHide }: EmailModalProps) {
  const teammate = paidByText(paidBy);
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="email-modal-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="email-modal-title">Email</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {contactName && <p className="mb-1 text-muted small">{contactName}</p>}
        {email === undefined && (
          <div role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
            Loading...
          </div>
        )}
        {email === null && <p className="mb-0">{NO_EMAIL_TEXT}</p>}
        {email && (
          <p className="mb-0 fs-5">
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        )}
        {email !== undefined && phone !== undefined && (
          <p className="mb-0 mt-2">
            Phone: {phone ? <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a> : 'none'}
          </p>
        )}
        {email !== undefined && teammate && <p className="mb-0 mt-2 small text-muted">{teammate}</p>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
