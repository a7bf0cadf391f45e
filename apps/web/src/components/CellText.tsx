// Long text in a results cell: at most two lines, cut with an ellipsis; the full text shows on hover (title) and
// while a link or button in it has keyboard focus (data-table.css), so a table fits its card at 1280 px.
import type { ReactNode } from 'react';

export function CellText({ text, children }: { text: string | null | undefined; children?: ReactNode }) {
  return (
    <span className="cell-text" title={text || undefined}>
      {children ?? text}
    </span>
  );
}
