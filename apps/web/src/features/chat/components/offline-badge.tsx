import { PlugZap } from 'lucide-react';

/** Tells the user the answers come from the built-in engine, and how to connect a model. */
export function OfflineBadge() {
  return (
    <details className="group relative">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-full border border-amber-400/40 bg-amber-400/10 px-2.5 py-1 text-xs font-medium text-amber-200">
        <PlugZap className="h-3.5 w-3.5" aria-hidden="true" /> Offline mode
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-72 rounded-xl border border-white/10 bg-slate-900 p-3 text-xs text-slate-300 shadow-xl">
        <p>No language model is connected, so answers come from the built-in offline engine: structured templates built from your message and startup profile.</p>
        <p className="mt-2">
          To connect a model, set <code className="text-amber-200">LLM_PROVIDER</code> (openai, anthropic or openai-compatible), <code className="text-amber-200">LLM_MODEL</code> and{' '}
          <code className="text-amber-200">LLM_API_KEY</code> (plus <code className="text-amber-200">LLM_BASE_URL</code> for Groq, Ollama, vLLM or LM Studio) on the server and restart it.
        </p>
      </div>
    </details>
  );
}
