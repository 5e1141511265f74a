import { ArrowLeft, Bot, Rocket, ShieldCheck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** Full-page frame for the auth screens: brand panel on wide screens, the form card beside it. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="relative min-h-screen overflow-hidden bg-slate-950">
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(124,58,237,0.25),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(79,70,229,0.2),transparent_50%)]" aria-hidden="true" />
      <header className="relative z-10 mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Link to={paths.home.getHref()} className="rounded-lg focus-visible:outline-2 focus-visible:outline-violet-400" aria-label="Home">
          <Logo />
        </Link>
        <Link
          to={paths.home.getHref()}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm whitespace-nowrap text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          <span className="sm:hidden">Home</span>
          <span className="hidden sm:inline">Back to Home</span>
        </Link>
      </header>
      <main className="relative z-10 mx-auto grid max-w-6xl items-center gap-10 px-4 pt-4 pb-16 sm:px-6 lg:grid-cols-2 lg:pt-10">
        <section className="hidden space-y-8 lg:block" aria-label="Why Ultimate Co-founder">
          <div className="space-y-4">
            <h1 className="text-4xl font-bold tracking-tight text-white xl:text-5xl">
              Your AI Co-founder team,{' '}
              <span className="bg-gradient-to-r from-violet-300 to-indigo-300 bg-clip-text text-transparent">ready around the clock.</span>
            </h1>
            <p className="max-w-md text-lg text-slate-400">Strategy, product, tech, operations and marketing: five specialised agents that help you build, grow and scale.</p>
          </div>
          <ul className="space-y-4">
            {[
              { icon: Bot, title: 'Five specialised agents', text: 'Strategic, product, technical, operations and marketing advice in one place.' },
              { icon: Rocket, title: 'From idea to output', text: 'Business plans, pitch decks and working apps generated from a chat.' },
              { icon: ShieldCheck, title: 'Your data stays yours', text: 'A secure data room for the documents that matter.' },
              { icon: Zap, title: '0% equity', text: 'A co-founder team without giving away your company.' },
            ].map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/5 text-violet-300 ring-1 ring-white/10">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-medium text-white">{title}</p>
                  <p className="text-sm text-slate-400">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="mx-auto w-full max-w-md rounded-2xl border border-white/10 bg-slate-900/80 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">{children}</div>
      </main>
    </div>
  );
}
