import { SHARE_EVENTS_PER_BATCH, type ViewerEventsBody } from '@uc/contract';

type PageEvent = ViewerEventsBody['events'][number];

/**
 * Time on each page, counted from the moment the page is on screen and paused while the tab is
 * hidden. Time is moved into a queue on every page change and on each flush, and the queue is sent
 * in batches: the server adds the pieces up per page.
 */
export class PageTimeTracker {
  private current: { fileId: string; page: number } | null = null;
  private shownAt: number | null = null;
  private queue: PageEvent[] = [];

  constructor(
    private readonly send: (events: PageEvent[], leaving: boolean) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The page is now on screen (rendered); the previous one's time is closed. */
  show(fileId: string, page: number) {
    this.account();
    this.current = { fileId, page };
    this.shownAt = this.visible() ? this.now() : null;
  }

  /** Nothing on screen (the file was closed). */
  clear() {
    this.account();
    this.current = null;
    this.shownAt = null;
  }

  pause() {
    this.account();
    this.shownAt = null;
  }

  resume() {
    if (this.current && this.shownAt === null) this.shownAt = this.now();
  }

  /** Sends what has been counted so far; `leaving` when the page is being hidden or closed. */
  flush(leaving = false) {
    this.account();
    while (this.queue.length > 0) this.send(this.queue.splice(0, SHARE_EVENTS_PER_BATCH), leaving);
  }

  private account() {
    if (!this.current || this.shownAt === null) return;
    const at = this.now();
    const ms = Math.round(at - this.shownAt);
    this.shownAt = at;
    if (ms <= 0) return;
    const last = this.queue.at(-1);
    if (last && last.file_id === this.current.fileId && last.page === this.current.page) last.ms += ms;
    else this.queue.push({ file_id: this.current.fileId, page: this.current.page, ms });
  }

  private visible() {
    return typeof document === 'undefined' || document.visibilityState !== 'hidden';
  }
}
