import { Zap } from 'lucide-react';
import { useState } from 'react';

/** Tried in order; without internet all fail and the styled text badge shows instead. */
export const BADGE_IMAGE_SOURCES = [
  'https://storage.bolt.army/white_circle_360x360.png',
  'https://bolt.new/badge/white_circle_360x360.png',
  'https://raw.githubusercontent.com/kickiniteasy/bolt-hackathon-badge/main/src/public/bolt-badge/white_circle_360x360/white_circle_360x360.png',
] as const;

export function HackathonBadge() {
  const [sourceIndex, setSourceIndex] = useState(0);
  const source = BADGE_IMAGE_SOURCES[sourceIndex];
  return (
    <a
      href="https://bolt.new/"
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Built with Bolt.new"
      title="Built with Bolt.new"
      className="group fixed right-4 bottom-4 z-40 rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-400"
    >
      {source ? (
        <img
          key={source}
          src={source}
          alt="Built with Bolt.new"
          width={56}
          height={56}
          className="h-14 w-14 rounded-full shadow-lg transition-transform group-hover:scale-110"
          onError={() => setSourceIndex((i) => i + 1)}
        />
      ) : (
        <span className="flex items-center gap-1.5 rounded-full border border-white/15 bg-slate-900/90 px-3 py-2 text-xs font-semibold text-white shadow-lg shadow-black/40 backdrop-blur transition-all group-hover:border-violet-400/50 group-hover:shadow-violet-900/40">
          <span className="flex h-5 w-5 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-indigo-600">
            <Zap className="h-3 w-3 fill-white text-white" aria-hidden="true" />
          </span>
          <span>
            Built with <span className="bg-gradient-to-r from-violet-300 to-indigo-200 bg-clip-text text-transparent">Bolt.new</span>
          </span>
        </span>
      )}
    </a>
  );
}
