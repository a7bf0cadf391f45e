// The admin-editable login or signup wording (the sign-in pages, and its preview on the admin's wording pages).
import { wordingParagraphs } from '@leadsignal/contracts';
import '../auth.css';

/** Plain text, its paragraphs and line breaks kept. */
export function Wording({ content }: { content: string | undefined }) {
  const paragraphs = wordingParagraphs(content);
  if (paragraphs.length === 0) return null;
  return (
    <div className="auth-wording">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
