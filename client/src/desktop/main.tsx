// Entry point: global styles, then the app, rendered without one long blocking task.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so component styles come after the reset in the bundle.
import './styles/global.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The first render as a transition: React renders the shell and the page in slices that yield to
// the browser between them, instead of one long task that blocks input (Lighthouse's TBT).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
