import { memo } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MODEL_OUTPUT_COMPONENTS } from '@/components/ui/markdown';

/**
 * An agent's answer as markdown: no raw HTML, and react-markdown's default URL transform keeps
 * only the spec's link protocols (http, https, irc, ircs, mailto, xmpp); images become links.
 */
export const AnswerText = memo(function AnswerText({ content }: { content: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed text-slate-200 [&_a]:text-violet-300 [&_a]:underline [&_h1]:font-semibold [&_h2]:font-semibold [&_h2]:text-white [&_h3]:font-semibold [&_h3]:text-white [&_li]:ml-5 [&_ol]:list-decimal [&_table]:text-left [&_td]:border [&_td]:border-white/10 [&_td]:px-2 [&_th]:border [&_th]:border-white/10 [&_th]:px-2 [&_ul]:list-disc">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={MODEL_OUTPUT_COMPONENTS}>{content}</ReactMarkdown>
    </div>
  );
});
