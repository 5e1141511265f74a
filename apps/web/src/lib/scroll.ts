import { useEffect, useState } from 'react';

/** Room left above a section after an in-page jump, so the sticky header does not cover its title. */
export const ANCHOR_OFFSET_PX = 100;
/** Scrolled further than this, the public header turns solid. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** Scrolls to the element with this id, leaving ANCHOR_OFFSET_PX above it; false when it is not on the page. */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top, behavior });
  return true;
}

export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
