// A kind's detail modal: the row's details under the kind's title (a `detail-list` of fields), then Report
// (the manifest's word; the report modal is the page's) and Close. `DetailFooter` alone serves a modal that draws its own header.
import type { KindManifest } from '@leadsignal/contracts';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import './detail-modal.css';

export function DetailFooter({
  manifest,
  onReport,
  onHide,
}: {
  manifest: KindManifest;
  /** Report this row; no Report button without it (e.g. without the permission). */
  onReport?: () => void;
  onHide: () => void;
}) {
  return (
    <Modal.Footer>
      {onReport && (
        <Button variant="outline-danger" className="me-auto" onClick={onReport}>
          {manifest.labels.report}
        </Button>
      )}
      <Button variant="outline-secondary" onClick={onHide}>
        Close
      </Button>
    </Modal.Footer>
  );
}

export interface DetailModalProps<R> {
  manifest: KindManifest;
  /** Its title: "Alert Information". */
  title: string;
  /** The row shown; null when closed. */
  row: R | null;
  onHide: () => void;
  /** Report the row; no Report button without it. */
  onReport?: (row: R) => void;
  /** The row's details (the modal's body). */
  children: (row: R) => ReactNode;
}

export function DetailModal<R>({ manifest, title, row, onHide, onReport, children }: DetailModalProps<R>) {
  const titleId = `${manifest.nouns.one}-detail-title`;
  return (
    <Modal show={row !== null} onHide={onHide} aria-labelledby={titleId} size="lg">
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      {row !== null && (
        <>
          <Modal.Body>{children(row)}</Modal.Body>
          <DetailFooter manifest={manifest} onReport={onReport && (() => onReport(row))} onHide={onHide} />
        </>
      )}
    </Modal>
  );
}
