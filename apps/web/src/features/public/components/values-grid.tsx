import { Eye, HeartHandshake, Lightbulb, Lock, Rocket, Scale } from 'lucide-react';

/** The six core values, shared by the About and Company pages. */
export const CORE_VALUES = [
  { icon: Rocket, title: 'Founder first', text: 'Every feature starts from what a founder needs to ship this week.' },
  { icon: Eye, title: 'Honest by default', text: 'Sample data is labelled as sample; figures shown as real come from your account.' },
  { icon: Lock, title: 'Your data is yours', text: 'Your documents stay in your data room, and only you decide who sees them.' },
  { icon: Lightbulb, title: 'Useful over impressive', text: 'We measure the agents by the work they finish, not by how clever they sound.' },
  { icon: Scale, title: 'Fair pricing', text: 'Fixed, visible prices per action, failures cost nothing, and never any equity.' },
  { icon: HeartHandshake, title: 'Built with founders', text: 'We talk to founders every week and ship what we learn.' },
];

export function ValuesGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {CORE_VALUES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-white/10 bg-slate-900/60 p-6">
          <Icon className="h-6 w-6 text-violet-300" aria-hidden="true" />
          <h3 className="mt-3 font-semibold text-white">{title}</h3>
          <p className="mt-1 text-sm text-slate-400">{text}</p>
        </li>
      ))}
    </ul>
  );
}
