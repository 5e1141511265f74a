import { Code2, Download, Eye, FileText, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '@/components/ui/copy-button';
import { Markdown } from '@/components/ui/markdown';
import { errorMessage } from '@/lib/api-client';
import { downloadWithAuth } from '@/lib/download';
import { cn } from '@/lib/cn';
import { usePreviewUrl } from '../api/create-preview';
import { findFiledFile } from '../api/find-filed-file';
import type { Output } from '../hooks/use-chat-session';
import { useTypedCode } from '../hooks/use-typed-code';

/** Text downloads are named type-timestamp with .html for code and .md for documents (spec 000 §9); filed documents keep their name. */
export function downloadName(output: Output) {
  return `${output.type}-${output.timestamp}.${output.type === 'code' ? 'html' : 'md'}`;
}

/** A document filed in the data room downloads as that file (PDF, PPTX, XLSX); otherwise the text shown. */
async function download(output: Output) {
  const file = output.file;
  if (file) {
    try {
      const url = file.downloadUrl ?? (await findFiledFile(file.name));
      if (url) {
        await downloadWithAuth(url, file.name);
        return;
      }
      toast.info(`${file.name} is no longer in your data room: downloading the text instead.`);
    } catch (e) {
      toast.error(errorMessage(e, 'The file could not be downloaded.'));
      return;
    }
  }
  const blob = new Blob([output.content], { type: output.type === 'code' ? 'text/html' : 'text/markdown' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = downloadName(output);
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function CodeView({ code }: { code: string }) {
  const { typed } = useTypedCode(code);
  return (
    <pre className="h-full overflow-auto bg-slate-950 p-3 text-xs leading-relaxed text-emerald-200" aria-label="Code">
      <code>{typed}</code>
    </pre>
  );
}

/**
 * The app runs from its own sandboxed route (CSP `sandbox allow-scripts allow-forms`, opaque
 * origin), so its inline scripts work; the frame has no allow-same-origin either, so generated
 * code cannot reach this app's storage, cookies or API.
 */
function LivePreview({ messageId }: { messageId?: string }) {
  const preview = usePreviewUrl(messageId);
  if (!messageId) return <p className="p-4 text-sm text-slate-400">This app has no stored copy to preview yet.</p>;
  if (preview.isPending) return <p className="p-4 text-sm text-slate-400">Loading the preview…</p>;
  if (preview.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 p-4 text-sm text-rose-200">
        The preview could not be opened.
        <button type="button" className="text-xs font-medium text-violet-300 underline" onClick={() => void preview.refetch()}>
          Try again
        </button>
      </div>
    );
  return <iframe title="Live Preview" sandbox="allow-scripts allow-forms" src={preview.data.url} className="h-full w-full bg-white" />;
}

const toggle = (active: boolean) =>
  cn('inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-xs font-medium', active ? 'bg-violet-600 text-white' : 'text-slate-300 hover:bg-white/10');

/** The "Preview & Code" panel: a generated app in a sandboxed frame, or a document as markdown. */
export function PreviewPanel({ output }: { output: Output | null }) {
  const firstView = (o: Output | null) => (o?.type === 'code' ? 'code' : 'preview');
  const [view, setView] = useState<'preview' | 'code'>(firstView(output));
  // A new app opens on its Code (spec 000 §4); a finished document opens as the document, not raw markdown (issue 38 §6).
  useEffect(() => {
    setView(firstView(output));
  }, [output]);
  // Empty, the panel stays a narrow note and the conversation takes the width; it opens with something to show.
  const size = output ? 'h-64 lg:h-auto lg:w-96 xl:w-[32rem]' : 'lg:w-56';
  return (
    <section aria-label="Preview & Code" className={cn('flex w-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-slate-900/60', size)}>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-white/10 px-3 py-2">
        <h2 className="text-sm font-semibold text-white">Preview &amp; Code</h2>
        {output && (
          <div className="flex flex-wrap items-center gap-1">
            <button type="button" className={toggle(view === 'preview')} aria-pressed={view === 'preview'} onClick={() => setView('preview')}>
              {output.type === 'code' ? <Eye className="h-3.5 w-3.5" aria-hidden="true" /> : <FileText className="h-3.5 w-3.5" aria-hidden="true" />}
              {output.type === 'code' ? 'Preview' : 'Document'}
            </button>
            <button type="button" className={toggle(view === 'code')} aria-pressed={view === 'code'} onClick={() => setView('code')}>
              <Code2 className="h-3.5 w-3.5" aria-hidden="true" /> Code
            </button>
            <CopyButton text={output.content} label="Copy" />
            <button
              type="button"
              onClick={() => void download(output)}
              aria-label={output.file ? `Download ${output.file.name}` : undefined}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-300 ring-1 ring-white/15 ring-inset hover:bg-white/10 hover:text-white"
            >
              <Download className="h-3.5 w-3.5" aria-hidden="true" /> Download
            </button>
          </div>
        )}
      </header>
      <div className="min-h-0 flex-1">
        {!output ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
            <Sparkles className="h-8 w-8 text-violet-400" aria-hidden="true" />
            <p className="text-sm font-medium text-slate-200">Generated content will appear here</p>
            <p className="text-xs text-slate-400">Ask me to create apps, websites, or documents</p>
          </div>
        ) : view === 'code' ? (
          <CodeView code={output.content} />
        ) : output.type === 'code' ? (
          <LivePreview messageId={output.messageId} />
        ) : (
          <div className="h-full overflow-auto p-4">
            <Markdown content={output.content} />
          </div>
        )}
      </div>
    </section>
  );
}
