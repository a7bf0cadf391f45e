// The app's toasts (spec §8): one place for the container settings and for how messages are raised.
import { toast, type ToastContainerProps } from 'react-toastify';

export const TOAST_CONTAINER_PROPS: ToastContainerProps = {
  position: 'bottom-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  newestOnTop: true,
};

// The message doubles as the toast id so that several calls failing the same way at once
// (e.g. a page whose three requests all answer 403) show one toast, not a stack of copies.
export function notifyError(message: string): void {
  toast.error(message, { toastId: `error:${message}` });
}

export function notifySuccess(message: string): void {
  toast.success(message, { toastId: `success:${message}` });
}

export function notifyInfo(message: string): void {
  toast.info(message, { toastId: `info:${message}` });
}
