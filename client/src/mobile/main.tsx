// Entry of the mobile shop (m.html): base styles, the stored login, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/mobile-base.css';
import { MobileApp } from './app/mobile-app';

const container = document.getElementById('root');
if (!container) throw new Error('m.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <MobileApp />
  </StrictMode>,
);
