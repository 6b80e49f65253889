// Entry point: global styles, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so component styles come after the reset in the bundle.
import './styles/global.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
