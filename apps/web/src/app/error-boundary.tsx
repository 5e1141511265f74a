import { AlertTriangle, WifiOff } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from './lazy-retry';

export function AppErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error occurred';
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-950 px-4">
      <div className="w-full max-w-md rounded-2xl border border-rose-500/20 bg-slate-900 p-8 text-center shadow-2xl shadow-black/50">
        <span className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-rose-500/15 text-rose-300 ring-1 ring-rose-500/30">
          <AlertTriangle className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-white">Application Error</h1>
        <p className="mt-2 text-sm text-slate-400">Something went wrong. Please refresh the page or contact support.</p>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-black/40 p-3 text-left text-xs whitespace-pre-wrap text-rose-200">{message}</pre>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-11 cursor-pointer items-center justify-center rounded-lg bg-gradient-to-r from-violet-600 to-indigo-600 px-6 text-sm font-medium text-white hover:from-violet-500 hover:to-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
        >
          Reload Page
        </button>
      </div>
    </div>
  );
}

/** A screen whose code could not be downloaded (its import was already retried once): offer Retry, not an error page. */
export function LoadFailedScreen() {
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-950 px-4">
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-slate-900 p-8 text-center">
        <span className="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-500/15 text-amber-300 ring-1 ring-amber-500/30">
          <WifiOff className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold text-white">This screen could not be loaded</h1>
        <p className="mt-2 text-sm text-slate-400">The connection to the server was interrupted. Check your connection and try again.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-11 cursor-pointer items-center justify-center rounded-lg bg-gradient-to-r from-violet-600 to-indigo-600 px-6 text-sm font-medium text-white hover:from-violet-500 hover:to-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400"
        >
          Retry
        </button>
      </div>
    </div>
  );
}

/** The router's errorElement: a render failure inside any route; a failed lazy download offers Retry instead. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <LoadFailedScreen />;
  return <AppErrorScreen error={error} />;
}

/** Last line of defence for failures outside the router (providers). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Application error', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <AppErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
