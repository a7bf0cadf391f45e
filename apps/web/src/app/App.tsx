import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { TOAST_CONTAINER_PROPS } from '../lib/toast';
import { createAppRouter } from './router';
import { store } from './store';

const router = createAppRouter();

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
    </Provider>
  );
}
