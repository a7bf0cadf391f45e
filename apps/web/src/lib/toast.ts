// The app's toasts (spec §8): one place for the container settings and for how messages are raised.
// react-toastify (with the styles it injects) is loaded with the first toast, not on the first load
// (docs/performance.md): until then nothing is shown, and toasts raised meanwhile wait in its queue.
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

type Kind = 'error' | 'success' | 'info';

// The message doubles as the toast id so that several calls failing the same way at once
// (e.g. a page whose three requests all answer 403) show one toast, not a stack of copies.
function raise(kind: Kind, message: string): void {
  if (!raised) {
    raised = true;
    listeners.forEach((listener) => listener());
  }
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
