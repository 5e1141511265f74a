import { useEffect, useState } from 'react';
import { findDeployedApp, previewUrl } from '../preview';

/**
 * A deployed demo app (/demo/apps/{slug}/): the whole page is the app, in the sandboxed preview
 * frame. The app lives in the demo tab that deployed it, so it shows while that tab is open.
 */
export function DeployedApp({ slug }: { slug: string }) {
  const [state, setState] = useState<{ url: string } | 'loading' | 'gone'>('loading');
  useEffect(() => {
    let live = true;
    void findDeployedApp(slug).then((html) => {
      if (live) setState(html === null ? 'gone' : { url: previewUrl(`deployed-${slug}`, html) });
    });
    return () => {
      live = false;
    };
  }, [slug]);

  if (state === 'loading') return <p className="p-6 text-sm text-slate-300">Opening the app…</p>;
  if (state === 'gone')
    return (
      <main className="mx-auto max-w-xl p-6 text-slate-200">
        <h1 className="text-xl font-semibold text-white">This demo app is not deployed</h1>
        <p className="mt-2 text-sm">
          A demo app lives in the demo tab that deployed it, and nothing is saved: that tab is closed, or the app was deleted. Deploy it again from the App Builder in{' '}
          <a className="text-violet-300 underline" href="/demo">
            the demo
          </a>
          .
        </p>
      </main>
    );
  return <iframe title="Deployed app" src={state.url} sandbox="allow-scripts allow-forms" className="h-[calc(100vh-3rem)] w-full border-0 bg-white" />;
}
