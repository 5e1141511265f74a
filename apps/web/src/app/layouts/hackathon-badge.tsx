import { clsx } from 'clsx';
import { Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Tried in order (all served by this app, nothing from external hosts); then the styled text badge. */
export const BADGE_IMAGE_SOURCES = ['/badges/built-with-bolt.svg', '/badges/built-with-bolt-dark.svg'] as const;

/** Where the badge may sit, in order of preference; `collapsed` is the last resort. */
export type BadgePosition = 'bottom-right' | 'bottom-left' | 'collapsed';
const CANDIDATES: Exclude<BadgePosition, 'collapsed'>[] = ['bottom-right', 'bottom-left'];
const MARGIN = 16;
const CONTROLS = 'a, button, input, textarea, select, summary, label, [role="button"], [role="link"], [role="tab"], [role="textbox"], [contenteditable="true"]';

/** True when a control of the page (not the badge) lies under the rectangle. */
function coversControl(rect: { left: number; top: number; width: number; height: number }, badge: HTMLElement | null): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const xs = [rect.left + 2, rect.left + rect.width / 2, rect.left + rect.width - 2];
  const ys = [rect.top + 2, rect.top + rect.height / 2, rect.top + rect.height - 2];
  return xs.some((x) => ys.some((y) => document.elementsFromPoint(x, y).some((el) => !badge?.contains(el) && el.closest(CONTROLS) !== null)));
}

/** The first position where the badge covers nothing clickable, or collapsed when every one would. */
export function choosePosition(size: { width: number; height: number }, badge: HTMLElement | null): BadgePosition {
  const { innerWidth: w, innerHeight: h } = window;
  for (const candidate of CANDIDATES) {
    const left = candidate === 'bottom-right' ? w - MARGIN - size.width : MARGIN;
    if (!coversControl({ left, top: h - MARGIN - size.height, width: size.width, height: size.height }, badge)) return candidate;
  }
  return 'collapsed';
}

/**
 * The floating hackathon badge on every main route. It never covers a control: it moves to the
 * other corner, or collapses to a small tab, whenever a button or field would be underneath.
 */
export function HackathonBadge() {
  const [sourceIndex, setSourceIndex] = useState(0);
  const [position, setPosition] = useState<BadgePosition>('bottom-right');
  const ref = useRef<HTMLAnchorElement>(null);
  const source = BADGE_IMAGE_SOURCES[sourceIndex];

  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = ref.current;
        if (!el) return;
        // Measured in its full form, whatever it shows now.
        const size = source ? { width: 56, height: 56 } : { width: Math.max(el.offsetWidth, 150), height: Math.max(el.offsetHeight, 36) };
        setPosition(choosePosition(size, el));
      });
    };
    check();
    // Screens change under the badge: layout, scrolling, dialogs, lazy content.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
    window.addEventListener('resize', check);
    window.addEventListener('scroll', check, true);
    const interval = window.setInterval(check, 1500);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', check);
      window.removeEventListener('scroll', check, true);
      window.clearInterval(interval);
    };
  }, [source]);

  const collapsed = position === 'collapsed';
  return (
    <a
      ref={ref}
      href="https://bolt.new/"
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Built with Bolt.new"
      title="Built with Bolt.new"
      data-position={position}
      className={clsx(
        'group fixed z-40 rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-400',
        position === 'bottom-right' && 'right-4 bottom-4',
        position === 'bottom-left' && 'bottom-4 left-4',
        // Collapsed: a slim tab on the right edge, above the usual places of send buttons and footers.
        collapsed && 'top-1/2 right-0 -translate-y-1/2 rounded-l-lg rounded-r-none',
      )}
    >
      {collapsed ? (
        <span className="flex h-10 w-5 items-center justify-center rounded-l-lg border border-r-0 border-white/15 bg-slate-900/90 shadow-lg">
          <Zap className="h-3 w-3 fill-white text-white" aria-hidden="true" />
        </span>
      ) : source ? (
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
