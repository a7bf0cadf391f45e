// A free-text criterion of several entries: type and press Enter to add one. No dropdown and so no
// "no options" message (spec §5); Clear Items, and optionally Exact Match and Import (CSV).
import { useRef, useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ImportCsvModal } from '../modals/ImportCsvModal';

export interface TagInputCriterionProps {
  id: string;
  /** The criterion's name: the input's accessible name and the field the Import CSV modal fills. */
  name: string;
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** Short enough for the filter column (15rem at 1280–1599 px): the criterion's name stands above it. */
  placeholder?: string;
  /** What the entries match, shown under the input (what a placeholder could not say in the room it has). */
  hint?: string;
  autoFocus?: boolean;
  /** Shows the Exact Match checkbox when given. */
  onExactMatchChange?: (exactMatch: boolean) => void;
  exactMatch?: boolean;
  /** Offers Import (CSV): entries picked from one column of a .csv file are added. */
  importCsv?: boolean;
  /** What the input keeps of the typed text (e.g. digits only); dropped characters show `rejectedMessage`. */
  sanitize?: (text: string) => string;
  rejectedMessage?: string;
  inputMode?: 'text' | 'numeric';
}

/** The entries plus the new ones, without blanks and without repeating one that differs only in case. */
export function mergeEntries(current: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(current.map((entry) => entry.toLowerCase()));
  const merged = [...current];
  for (const raw of added) {
    const entry = raw.trim();
    if (entry === '' || seen.has(entry.toLowerCase())) continue;
    seen.add(entry.toLowerCase());
    merged.push(entry);
  }
  return merged;
}

export function TagInputCriterion(props: TagInputCriterionProps) {
  const { id, name, value, onChange, placeholder, hint, autoFocus, onExactMatchChange, exactMatch, importCsv } = props;
  const { sanitize, rejectedMessage, inputMode } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [rejected, setRejected] = useState(false);
  const [importing, setImporting] = useState(false);
  const hintId = `${id}-hint`;
  const rejectedId = `${id}-rejected`;
  const describedBy = [hint ? hintId : null, rejected && rejectedMessage ? rejectedId : null].filter(Boolean).join(' ');

  const add = (entries: readonly string[]) => {
    const merged = mergeEntries(value, entries);
    if (merged.length !== value.length) onChange(merged);
  };

  const commit = () => {
    if (text.trim() !== '') add([text]);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the entry; it must not submit a surrounding form.
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onTextChange = (raw: string) => {
    const kept = sanitize ? sanitize(raw) : raw;
    setRejected(kept !== raw);
    setText(kept);
  };

  return (
    <div className="tag-input-criterion">
      <div className="tag-input form-control" onClick={() => inputRef.current?.focus()}>
        {value.length > 0 && (
          <ul className="tag-list" aria-label={`${name} entries`}>
            {value.map((entry) => (
              <li key={entry} className="tag">
                <span>{entry}</span>
                <button
                  type="button"
                  className="tag-remove"
                  aria-label={`Remove ${entry}`}
                  onClick={() => onChange(value.filter((item) => item !== entry))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="tag-input-field"
          aria-label={name}
          aria-describedby={describedBy || undefined}
          value={text}
          inputMode={inputMode}
          placeholder={placeholder ?? 'Type and press Enter'}
          autoComplete="off"
          autoFocus={autoFocus}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
      </div>
      {hint && (
        <div id={hintId} className="form-text mt-1">
          {hint}
        </div>
      )}
      {rejected && rejectedMessage && (
        <div id={rejectedId} className="form-text text-danger" role="status">
          {rejectedMessage}
        </div>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        {importCsv && (
          <Button size="sm" variant="outline-secondary" onClick={() => setImporting(true)}>
            Import (CSV)
          </Button>
        )}
        <Button size="sm" variant="outline-secondary" disabled={value.length === 0} onClick={() => onChange([])}>
          Clear Items
        </Button>
        {onExactMatchChange && (
          <Form.Check
            type="checkbox"
            id={`${id}-exact-match`}
            className="mb-0 ms-auto"
            label="Exact Match"
            checked={exactMatch ?? true}
            onChange={(event) => onExactMatchChange(event.target.checked)}
          />
        )}
      </div>
      {importCsv && (
        <ImportCsvModal
          show={importing}
          fieldName={name}
          onHide={() => setImporting(false)}
          onImport={(entries) => {
            add(entries);
            setImporting(false);
          }}
        />
      )}
    </div>
  );
}
