// "Download CSV?" (spec §2): shown instead of a download the credits left cannot pay for.
import { UI_MESSAGES } from '@leadsignal/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

export function InsufficientCreditModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="insufficient-credit-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="insufficient-credit-title">Download CSV?</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0" role="alert">
          {UI_MESSAGES.insufficientCredit}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
