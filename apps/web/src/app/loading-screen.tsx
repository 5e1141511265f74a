import { Sparkles } from 'lucide-react';

export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-950 px-4">
      <div className="relative">
        <span className="absolute inset-0 animate-ping rounded-2xl bg-violet-500/30" aria-hidden="true" />
        <span className="relative flex h-16 w-16 items-center justify-center rounded-2xl bg-gradient-to-br from-violet-500 to-indigo-600 shadow-xl shadow-violet-900/50">
          <Sparkles className="h-8 w-8 text-white" aria-hidden="true" />
        </span>
      </div>
      <p className="text-base font-medium text-slate-300">Loading your AI business partner...</p>
    </div>
  );
}
