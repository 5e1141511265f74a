import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The chat's entry to a live video, voice or screen-share session with chosen agents. */
export function LiveSessionLink() {
  return (
    <Link to={paths.dashboard.live.getHref()} className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm text-slate-300 ring-1 ring-white/15 hover:bg-white/5 hover:text-white">
      <Radio className="h-4 w-4" aria-hidden="true" /> Live session
    </Link>
  );
}
