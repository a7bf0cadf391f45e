// The toast container, in its own chunk with react-toastify (lib/toast.ts loads it with the first toast).
import { ToastContainer } from 'react-toastify';
import { TOAST_CONTAINER_PROPS } from '../lib/toast';

export function Toasts() {
  return <ToastContainer {...TOAST_CONTAINER_PROPS} />;
}
