import { memo, type ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * An image in model output is a link, never an <img>: rendering it would make the browser fetch
 * whatever address the model wrote, and a page or file the model read can ask it to write one
 * carrying the founder's data in its query string (OWASP LLM05). The founder can still open it.
 */
function ImageAsLink({ src, alt }: ComponentProps<'img'>) {
  const label = `Image: ${alt?.trim() || 'untitled'}`;
  // react-markdown's URL transform has already emptied addresses with other protocols.
  if (typeof src !== 'string' || src === '') return <span>{label}</span>;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer nofollow">
      {label}
    </a>
  );
}

/** Components every rendering of model output uses (chat, documents, live answers). */
export const MODEL_OUTPUT_COMPONENTS: Components = { img: ({ node: _node, ...props }) => <ImageAsLink {...props} /> };

/**
 * Model output as markdown with GFM tables. No raw HTML is rendered, and react-markdown's
 * default URL transform keeps only http, https, irc, ircs, mailto and xmpp links (spec 000 §5);
 * images become links (DESIGN.md departure 19).
 * Memoised per content so streaming into one message never re-parses the others.
 */
export const Markdown = memo(function Markdown({ content }: { content: string }) {
  return (
    <div className="markdown space-y-3 text-sm leading-relaxed text-slate-200 [&_a]:text-violet-300 [&_a]:underline [&_code]:rounded [&_code]:bg-white/10 [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-white [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-white [&_h3]:font-semibold [&_h3]:text-white [&_li]:ml-5 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-950 [&_pre]:p-3 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_td]:border [&_td]:border-white/10 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-white/10 [&_th]:bg-white/5 [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={{ ...MODEL_OUTPUT_COMPONENTS, table: ({ node: _node, ...props }) => <div className="relative overflow-x-auto"><table {...props} /></div> }}>
        {content}
      </ReactMarkdown>
    </div>
  );
});
