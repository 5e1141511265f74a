import { FlaskConical } from 'lucide-react';
import { stopDemoApi } from '../mock-api';

/** Leaves the demo with a full page load, so the real app starts without the mock API. */
async function leaveDemo(to: string) {
  await stopDemoApi();
  window.location.assign(to);
}

/** Always on screen in the demo: what it is, and the way out to a real account. */
export function DemoBanner() {
  return (
    <div role="status" className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-400 px-4 py-2 text-sm font-medium text-slate-950">
      <span className="flex items-center gap-2">
        <FlaskConical className="h-4 w-4" aria-hidden="true" />
        Demo — nothing is saved. It runs in your browser with sample data; the real product never switches to it.
      </span>
      <span className="flex gap-3">
        <button type="button" className="underline underline-offset-2" onClick={() => leaveDemo('/signup')}>
          Create your account
        </button>
        <button type="button" className="underline underline-offset-2" onClick={() => leaveDemo('/')}>
          Exit demo
        </button>
      </span>
    </div>
  );
}
