import type { LiveStreamEvent } from '@uc/contract';

type Listener = (event: LiveStreamEvent) => void;

/** In-process fan-out of a session's events to its open event streams (local mode). */
export class SessionHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(sessionId: string, listener: Listener): () => void {
    let set = this.listeners.get(sessionId);
    if (!set) this.listeners.set(sessionId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(sessionId);
    };
  }

  publish(sessionId: string, event: LiveStreamEvent): void {
    for (const listener of this.listeners.get(sessionId) ?? []) listener(event);
  }
}
