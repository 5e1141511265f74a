import type * as OfflineEngine from '@uc/offline-engine';
import type * as StartupModelPackage from '@uc/startup-model';

/**
 * The offline engine (its knowledge, tables and templates: ~1.8 MB) and the startup model load on
 * first use, not at start (issue 42): a start that answers /health needs neither. Callers await
 * these accessors; types come from `import type`. Each import() is its own chunk in the bundle.
 */
let engine: Promise<typeof OfflineEngine> | undefined;
let model: Promise<typeof StartupModelPackage> | undefined;

export const offlineEngine = () => (engine ??= import('@uc/offline-engine'));
export const startupModel = () => (model ??= import('@uc/startup-model'));

/** A module of our own loaded on first use (a route's service and what it imports), once. */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
