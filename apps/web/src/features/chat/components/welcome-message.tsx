const EXAMPLES = [
  'Help me validate my startup idea for busy dog owners',
  'Build a landing page for my startup',
  'Create a pitch deck for investors',
  '@product What should our MVP include?',
];

/** Shown while the chat is empty: what can be created, and example prompts to start from. */
export function WelcomeMessage({ onPick, profileMissing }: { onPick: (prompt: string) => void; profileMissing: boolean }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 py-6 text-sm text-slate-300">
      <h3 className="text-lg font-semibold text-white">Welcome! I’m your AI Co-founder team.</h3>
      <p>Five co-founders — Alex Strategic, Sam Product, Taylor Tech, Jordan Ops and Morgan Marketing — are ready to help. I can create:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>Apps and websites, shown live in the preview panel</li>
        <li>Business plans, pitch decks and financial models</li>
        <li>Strategy, product, technical, operations and marketing plans</li>
      </ul>
      {profileMissing && <p className="rounded-lg border border-violet-500/30 bg-violet-500/10 p-3 text-violet-100">Tell us about your startup with “Startup profile” above: every answer then fits your idea, stage and customers.</p>}
      <p className="font-medium text-white">Try one of these:</p>
      <div className="flex flex-wrap gap-2">
        {EXAMPLES.map((e) => (
          <button key={e} type="button" onClick={() => onPick(e)} className="rounded-full border border-white/15 px-3 py-1.5 text-left text-xs text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-violet-400">
            {e}
          </button>
        ))}
      </div>
    </div>
  );
}
