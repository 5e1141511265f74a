import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { unregisterDemoWorker } from './lib/demo-service-worker';
import './index.css';

// Dark mode is forced on at start (spec: the product has no light theme).
document.documentElement.classList.add('dark');

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const isDemo = window.location.pathname === '/demo' || window.location.pathname.startsWith('/demo/');

if (isDemo) {
  // The demo and its mock API load only here, so the normal app's first download does not grow.
  void import('./app/demo-app').then(async ({ prepareDemo, DemoApp }) => {
    await prepareDemo();
    createRoot(root).render(
      <StrictMode>
        <DemoApp />
      </StrictMode>,
    );
  });
} else {
  void unregisterDemoWorker();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
