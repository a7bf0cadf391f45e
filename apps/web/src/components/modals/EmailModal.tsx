// Shows a contact's revealed e-mail address (spec §2, Email modal).
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

export const NO_EMAIL_TEXT = 'No e-mail address is available for this contact.';

export interface EmailModalProps {
  show: boolean;
  contactName?: string;
  /** undefined while it is being revealed; null when the contact has none. */
  email: string | null | undefined;
  /** The phone, for kinds that reveal one: shown once the e-mail is known (null: none). */
  phone?: string | null;
  onHide: () => void;
}

export function EmailModal({ show, contactName, email, phone, onHide }: EmailModalProps) {
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
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
