// Shown instead of something the credits left cannot pay for: a download ("Download CSV?", spec §2) or an
// e-mail reveal. It says so and, for users who may buy credits, links to /pricing.
import { PERMISSIONS, UI_MESSAGES } from '@leadsignal/contracts';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';

export const PRICING_PATH = '/pricing';

export interface InsufficientCreditModalProps {
  show: boolean;
  onClose: () => void;
  /** Defaults to the download wording of the spec. */
  title?: string;
  message?: string;
}

export function InsufficientCreditModal({
  show,
  onClose,
  title = 'Download CSV?',
  message = UI_MESSAGES.insufficientCredit,
}: InsufficientCreditModalProps) {
  const canBuy = useAppSelector(selectAllowedPermissions).includes(PERMISSIONS.billing);
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="insufficient-credit-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="insufficient-credit-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0" role="alert">
          {message}
        </p>
      </Modal.Body>
      <Modal.Footer>
        {canBuy && (
          <Link to={PRICING_PATH} className="btn btn-outline-primary" onClick={onClose}>
            Buy credits
          </Link>
        )}
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
