// The app's toasts (spec §8): one place for the container settings and for how messages are raised.
// react-toastify (with the styles it injects) is not part of the first load (docs/performance.md): the app
// mounts its container once the page is idle after the first render, or at the first toast raised here if
// that comes sooner. Toasts raised before the container exists (also by pages that call react-toastify
// directly) wait in react-toastify's queue.
import type { ToastContainerProps } from 'react-toastify';

export const TOAST_CONTAINER_PROPS: ToastContainerProps = {
  position: 'bottom-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  newestOnTop: true,
};

let toastify: Promise<typeof import('react-toastify')> | undefined;
let raised = false;
const listeners = new Set<() => void>();

/** react-toastify, imported once. */
export function loadToastify(): Promise<typeof import('react-toastify')> {
  toastify ??= import('react-toastify');
  return toastify;
}

/** Whether a toast was raised yet: the app mounts the toast container from then on. */
export function toastsRaised(): boolean {
  return raised;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** From now on the app mounts the toast container (and so loads react-toastify). */
export function wantToasts(): void {
  if (raised) return;
  raised = true;
  listeners.forEach((listener) => listener());
}

type Kind = 'error' | 'success' | 'info';

// The message doubles as the toast id so that several calls failing the same way at once
// (e.g. a page whose three requests all answer 403) show one toast, not a stack of copies.
function raise(kind: Kind, message: string): void {
  wantToasts();
  void loadToastify().then(({ toast }) => toast[kind](message, { toastId: `${kind}:${message}` }));
}

export function notifyError(message: string): void {
  raise('error', message);
}

export function notifySuccess(message: string): void {
  raise('success', message);
}

export function notifyInfo(message: string): void {
  raise('info', message);
}
