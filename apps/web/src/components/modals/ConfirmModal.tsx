// A yes/no question before something that costs (e.g. "This will use 1 credit").
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

export interface ConfirmModalProps {
  show: boolean;
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running: Confirm is disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModal(props: ConfirmModalProps) {
  const { show, title = 'Confirm', message, confirmLabel = 'Confirm', cancelLabel = 'Cancel', busy } = props;
  return (
    <Modal show={show} onHide={props.onCancel} aria-labelledby="confirm-modal-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="confirm-modal-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="primary" disabled={busy} onClick={props.onConfirm}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
