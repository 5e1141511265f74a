import { AGENT_IDS, CREDIT_PRICES, type AgentId } from '@uc/contract';
import { Clapperboard, RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAvatar } from '../api/get-avatar';
import { refreshVideo } from '../api/get-video';
import { useGenerateVideo } from '../api/generate-video';
import { useVideos, VIDEOS_PAGE_SIZE } from '../api/list-videos';
import { formatDate, useTimeZone } from '@/lib/format-date';

const STATUS_LABEL = { queued: 'Queued', generating: 'Generating…', ready: 'Ready', failed: 'Failed' } as const;

function AgentPick({ id, selected, onSelect }: { id: AgentId; selected: boolean; onSelect: () => void }) {
  const avatar = useAvatar(id);
  return (
    <label className={cn('flex cursor-pointer flex-col items-center gap-1 rounded-xl p-2 text-center text-xs text-slate-300 ring-1 ring-white/10', selected && 'bg-violet-500/15 ring-2 ring-violet-400')}>
      <input type="radio" name="studio-agent" checked={selected} onChange={onSelect} className="sr-only" />
      <img src={avatar.data?.thumbnailUrl ?? `/avatars/${id}.svg`} alt="" className="h-16 w-16 rounded-lg" />
      {avatar.data?.name ?? id}
      {avatar.data && <span className="text-[10px] text-slate-500">{avatar.data.provider === 'tavus' ? 'Tavus replica' : 'Illustrated avatar'}</span>}
    </label>
  );
}

/** /dashboard/video-studio: the user's avatar videos (script → generate → status → play). */
export function VideoStudioPage() {
  useTimeZone(); // re-render in the preferred zone once it is known
  const [page, setPage] = useState(1);
  const videos = useVideos(page);
  const generate = useGenerateVideo();
  const [agent, setAgent] = useState<AgentId>('strategic');
  const [script, setScript] = useState('');
  const configured = videos.data?.configured;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!script.trim()) return;
    generate.mutate(
      { agent_id: agent, script },
      {
        onSuccess: () => {
          setScript('');
          toast.success('Video generation started');
        },
        onError: (err) => toast.error(errorMessage(err, 'The video could not be generated.')),
      },
    );
  };
  const refresh = (id: string) => void refreshVideo(id).then(() => videos.refetch()).catch((err) => toast.error(errorMessage(err, 'Could not refresh the video.')));

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="flex items-center gap-2 text-xl font-semibold text-white">
          <Clapperboard className="h-5 w-5 text-violet-300" aria-hidden="true" /> Video Studio
        </h1>
        <p className="text-sm text-slate-400">Turn a script into a video of one of your co-founders.</p>
      </header>

      {configured === false && (
        <Alert>
          Video generation needs a Tavus account: the server has no TAVUS_API_KEY, so videos cannot be made here yet. Your co-founders' illustrated avatars are shown below; no credits are spent.
        </Alert>
      )}

      <form onSubmit={submit} className="space-y-4 rounded-xl border border-white/10 bg-slate-900/60 p-4" aria-labelledby="new-video">
        <h2 id="new-video" className="text-base font-semibold text-white">
          New video
        </h2>
        <fieldset>
          <legend className="mb-2 text-sm text-slate-300">Avatar</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {AGENT_IDS.map((id) => (
              <AgentPick key={id} id={id} selected={agent === id} onSelect={() => setAgent(id)} />
            ))}
          </div>
        </fieldset>
        <Field id="video-script" label="Script" hint={`What the avatar says. ${CREDIT_PRICES.video_creation} credits per video.`}>
          <Textarea id="video-script" value={script} onChange={(e) => setScript(e.target.value)} maxLength={5000} rows={4} placeholder="Hi, I'm Alex. Here is our plan for the next quarter…" />
        </Field>
        <Button type="submit" disabled={!script.trim() || generate.isPending || configured === false} isLoading={generate.isPending}>
          Generate video ({CREDIT_PRICES.video_creation} credits)
        </Button>
      </form>

      <section aria-labelledby="your-videos" className="space-y-3">
        <h2 id="your-videos" className="text-base font-semibold text-white">
          Your videos
        </h2>
        {videos.isPending ? (
          <Spinner label="Loading videos" />
        ) : videos.isError ? (
          <Alert tone="error">Your videos could not be loaded.</Alert>
        ) : videos.data.items.length === 0 ? (
          <p className="text-sm text-slate-400">No videos yet.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {videos.data.items.map((v) => (
              <li key={v.id} className="space-y-2 rounded-xl border border-white/10 bg-slate-900/60 p-3">
                {v.status === 'ready' && v.video_url ? (
                  <video src={v.video_url} controls className="aspect-video w-full rounded-lg bg-black" aria-label={`Video: ${v.script.slice(0, 40)}`} />
                ) : (
                  <div className="flex aspect-video items-center justify-center rounded-lg bg-slate-950">
                    <img src={`/avatars/${v.agent_id}.svg`} alt="" className="h-2/3" />
                  </div>
                )}
                <p className="line-clamp-2 text-sm text-slate-200">{v.script}</p>
                <p className="flex items-center justify-between text-xs text-slate-400">
                  {STATUS_LABEL[v.status]} · {formatDate(v.created_at)}
                  {(v.status === 'queued' || v.status === 'generating') && (
                    <Button variant="ghost" size="sm" onClick={() => refresh(v.id)} aria-label="Refresh status">
                      <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
                    </Button>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pageSize={VIDEOS_PAGE_SIZE} total={videos.data?.total ?? 0} onPage={setPage} label="Video" />
      </section>
    </div>
  );
}
