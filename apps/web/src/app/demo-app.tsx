import { DemoBanner } from '@/features/demo/components/demo-banner';
import { DeployedApp } from '@/features/demo/components/deployed-app';
import { DEMO_TOKEN, demoUser } from '@/features/demo/data';
import { startDemoApi } from '@/features/demo/mock-api';
import { deployedSlug } from '@/features/demo/preview';
import { keepAuthInMemory, setStoredUser, setToken } from '@/lib/auth-storage';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export const DEMO_BASENAME = '/demo';

/**
 * The demo: the real screens under /demo, answered by an in-browser mock API with a signed-in demo
 * user. Loaded on demand (the mock and its data never reach the normal bundle). Nothing it does
 * reaches the server's API, and the demo session never replaces a real one.
 */
export async function prepareDemo() {
  await startDemoApi();
  keepAuthInMemory();
  setToken(DEMO_TOKEN);
  setStoredUser(demoUser);
  // /demo opens on the dashboard (the landing page stays reachable inside the demo).
  if (window.location.pathname === DEMO_BASENAME || window.location.pathname === `${DEMO_BASENAME}/`) {
    window.history.replaceState(null, '', `${DEMO_BASENAME}/dashboard`);
  }
}

export function DemoApp() {
  // An app deployed in the demo (/demo/apps/{slug}/) is a page of its own, as on a server.
  const slug = deployedSlug(window.location.pathname);
  if (slug)
    return (
      <>
        <DemoBanner />
        <DeployedApp slug={slug} />
      </>
    );
  return (
    <AppProvider>
      <DemoBanner />
      <AppRouter basename={DEMO_BASENAME} />
    </AppProvider>
  );
}
