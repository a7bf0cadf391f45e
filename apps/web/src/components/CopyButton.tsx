// Copies a short text (an e-mail address) to the clipboard and says so for two seconds.
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { notifyError } from '../lib/toast';

export const COPY_FAILED = 'Could not copy. Select the text and copy it instead.';

// Drawn rather than typed: the copy glyphs are missing from common system fonts.
const CopyIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    aria-hidden="true"
  >
    <rect x="5.5" y="5.5" width="8" height="9" rx="1.5" />
    <path d="M10.5 3.5v-1a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h1" />
  </svg>
);

const CheckIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M3 8.5l3.5 3.5L13 4.5" />
  </svg>
);

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // Missing outside secure pages (plain http on another host): the catch below says so.
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notifyError(COPY_FAILED);
    }
  };

  return (
    <>
      <Button
        variant="link"
        size="sm"
        className="p-0 copy-button"
        aria-label={label}
        title={label}
        onClick={() => void copy()}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
