import type { ReactNode } from 'react';

export function PageHero({ eyebrow, title, description, children }: { eyebrow: string; title: string; description: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-white/5">
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(124,58,237,0.22),transparent_60%)]" aria-hidden="true" />
      <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="mb-3 text-sm font-semibold tracking-wide text-violet-300 uppercase">{eyebrow}</p>
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-base text-slate-400 sm:text-lg">{description}</p>
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}

export function PageSection({ children }: { children: ReactNode }) {
  return <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6">{children}</section>;
}

export function InfoGrid({ items, headingLevel = 2 }: { items: { title: string; text: string }[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-white/10 bg-slate-900/60 p-6">
          <Heading className="text-base font-semibold text-white">{item.title}</Heading>
          <p className="mt-2 text-sm text-slate-400">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
