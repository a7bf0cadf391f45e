import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prepareFirstPage } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into.');

const root = createRoot(container);
// The HTML's static first paint of the sign-in page (if any) stays until React's first render replaces it.
void prepareFirstPage().finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
