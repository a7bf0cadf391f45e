// Answers the API put into the page's HTML (`<script type="application/json" id="boot-data">`, keyed by their
// path under /api) so a cold sign-in page renders without asking for them first (apps/api/src/app.factory.ts,
// docs/performance.md "Lighthouse, cold /login"). Read once; each answer is handed out once, as the first
// answer of its query: later reads ask the API.

let answers: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const element = typeof document === 'undefined' ? null : document.getElementById('boot-data');
  if (!element?.textContent) return answers;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) answers = { ...parsed };
  } catch {
    // A damaged element is no answer: the page asks the API.
  }
  return answers;
}

/** The answer the page's HTML carries for `path` (e.g. 'settings/public'), once; undefined when it has none. */
export function takeBootAnswer(path: string): unknown {
  const all = read();
  if (!(path in all)) return undefined;
  const answer = all[path];
  delete all[path];
  return answer;
}
