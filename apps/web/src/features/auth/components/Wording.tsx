/** The admin-editable login or signup wording: plain text, its paragraphs and line breaks kept. */
export function Wording({ content }: { content: string | undefined }) {
  const paragraphs = (content ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className="auth-wording">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
