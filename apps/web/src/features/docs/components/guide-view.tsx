import { CodeBlock } from '@/components/ui/copy-button';
import type { Guide } from '../content/guides';

export function GuideView({ guide }: { guide: Guide }) {
  return (
    <article aria-labelledby={`guide-${guide.id}`}>
      <h2 id={`guide-${guide.id}`} className="text-3xl font-bold text-white">
        {guide.title}
      </h2>
      <p className="mt-2 text-slate-400">{guide.description}</p>
      <nav aria-label="On this page" className="mt-6 rounded-xl border border-white/10 bg-slate-900/60 p-4">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">On this page</p>
        <ul className="grid gap-1 sm:grid-cols-2">
          {guide.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="rounded text-sm text-violet-300 hover:text-violet-200 focus-visible:outline-2 focus-visible:outline-violet-400">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {guide.sections.map((section) => (
        <section key={section.id} id={section.id} className="mt-10 scroll-mt-[100px]">
          <h3 className="text-xl font-semibold text-white">{section.title}</h3>
          {section.paragraphs.map((text) => (
            <p key={text} className="mt-3 leading-relaxed text-slate-300">
              {text}
            </p>
          ))}
          {section.code && <CodeBlock code={section.code.code} language={section.code.language} className="mt-4" />}
        </section>
      ))}
    </article>
  );
}
