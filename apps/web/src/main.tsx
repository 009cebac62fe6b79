import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadAppShell } from './app/guard/RouteGate';
import { preloadScreenFor } from './app/routes/route-objects';
import { readSession } from './lib/session';

// The opened screen's chunk and the shell's are requested while the app starts, not one after the other.
preloadScreenFor(window.location.pathname);
if (readSession()) preloadAppShell();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
