// A small button that shows a longer text (a quote, a summary) in a popover; click or Escape closes it.
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import './text-popover.css';

export interface TextPopoverProps {
  id: string;
  /** The button's accessible name, e.g. "Show quote". */
  label: string;
  /** The popover's heading. */
  title: string;
  text: string | null | undefined;
  /** What the button shows (an icon); defaults to the label. */
  children?: ReactNode;
}

export function TextPopover({ id, label, title, text, children }: TextPopoverProps) {
  if (!text)
    return (
      <span className="text-muted" aria-label={`No ${title.toLowerCase()}`}>
        —
      </span>
    );
  const popover = (
    <Popover id={id} className="text-popover">
      <Popover.Header as="h3">{title}</Popover.Header>
      <Popover.Body>{text}</Popover.Body>
    </Popover>
  );
  return (
    <OverlayTrigger trigger="click" placement="auto" rootClose overlay={popover}>
      <Button variant="link" size="sm" className="p-0 text-popover-button" aria-label={label}>
        {children ?? label}
      </Button>
    </OverlayTrigger>
  );
}
