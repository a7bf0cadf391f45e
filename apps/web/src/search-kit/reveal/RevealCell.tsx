// A row's e-mail or phone: the reveal icon (only with the reveal permission), and once revealed on this
// screen the value with a copy button.
import { useContext } from 'react';
import Button from 'react-bootstrap/Button';
import { CopyButton } from '../../components/CopyButton';
import { RevealContext } from './reveal';

export interface RevealCellProps {
  row: { id: string; isViewed?: boolean };
  channel: 'email' | 'phone';
  /** The row has this detail to reveal. */
  available: boolean;
  /** Names the person in labels and modals. */
  contactName: string;
  /** An extra class for the icon (the alert cell keeps its own). */
  iconClassName?: string;
}

const WORDS = {
  email: { noun: 'e-mail', icon: '✉' },
  phone: { noun: 'phone', icon: '☎' },
} as const;

export function RevealCell({ row, channel, available, contactName, iconClassName }: RevealCellProps) {
  const reveal = useContext(RevealContext);
  const { noun, icon } = WORDS[channel];
  if (!reveal.canReveal) {
    return (
      <span className="text-muted" title={`Your role does not include revealing ${noun}s.`}>
        —
      </span>
    );
  }
  const viewed = reveal.isViewed(row);
  const revealed = reveal.revealed(row.id);
  const value = revealed ? (channel === 'email' ? revealed.email : revealed.phone) : undefined;
  const title = !available
    ? `No ${noun} for this contact`
    : viewed
      ? `Show the revealed ${noun}`
      : reveal.outOfCredits
        ? `No credit left to reveal this ${noun}`
        : `Reveal the ${noun} (1 credit)`;
  const at = value && channel === 'email' ? value.lastIndexOf('@') + 1 : 0;
  return (
    <span className="reveal-cell">
      <Button
        variant="link"
        size="sm"
        className={`p-0 reveal-icon${viewed ? ' is-viewed' : ''}${iconClassName ? ` ${iconClassName}` : ''}`}
        aria-label={`Show ${noun} of ${contactName}`}
        title={title}
        disabled={!available}
        onClick={() => reveal.start({ id: row.id, contactName, isViewed: viewed })}
      >
        <span aria-hidden="true">{icon}</span>
      </Button>
      {value && (
        <>
          <span className="reveal-value" title={value}>
            {/* A long address breaks after the @, never in the middle of a word. */}
            {value.slice(0, at)}
            {at > 0 && <wbr />}
            {value.slice(at)}
          </span>
          <CopyButton text={value} label={`Copy ${noun} of ${contactName}`} />
        </>
      )}
      {revealed && available && value === null && <span className="text-muted small">none</span>}
    </span>
  );
}
