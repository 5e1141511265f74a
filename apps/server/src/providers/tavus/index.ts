import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { outgoingFetch } from '../../outgoing';

export type TavusReplica = { replica_id: string; replica_name: string; thumbnail_video_url: string | null; status: string };
export type TavusVideo = { video_id: string; status: string; hosted_url: string | null; download_url: string | null };

/** The Tavus HTTP API (https://docs.tavus.io): replicas, videos and conversations. */
export interface TavusClient {
  listReplicas(): Promise<TavusReplica[]>;
  createVideo(args: { replicaId: string; script: string; name: string }): Promise<TavusVideo>;
  getVideo(id: string): Promise<TavusVideo>;
  createConversation(args: { replicaId: string; name: string; context: string }): Promise<{ conversation_id: string; conversation_url: string }>;
}

export const TAVUS_FAILED = 'The Tavus service could not be reached. Nothing was charged; please try again.';

export function createTavusClient(config: Config['tavus'], allowPrivate: boolean): TavusClient | null {
  if (!config.apiKey) return null;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let res: Awaited<ReturnType<typeof outgoingFetch>>;
    try {
      res = await outgoingFetch(`${config.baseUrl}${path}`, {
        method,
        headers: { 'x-api-key': config.apiKey!, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      }, { allowPrivate });
    } catch {
      throw new HttpError(502, TAVUS_FAILED);
    }
    if (!res.ok) throw new HttpError(502, `${TAVUS_FAILED} (Tavus answered ${res.status})`);
    return (await res.json()) as T;
  };
  const toVideo = (v: Partial<TavusVideo> & { video_id: string }): TavusVideo => ({
    video_id: v.video_id,
    status: v.status ?? 'queued',
    hosted_url: v.hosted_url ?? null,
    download_url: v.download_url ?? null,
  });
  return {
    async listReplicas() {
      const res = await call<{ data?: TavusReplica[] }>('GET', '/v2/replicas?limit=100');
      return res.data ?? [];
    },
    async createVideo({ replicaId, script, name }) {
      return toVideo(await call('POST', '/v2/videos', { replica_id: replicaId, script, video_name: name }));
    },
    async getVideo(id) {
      return toVideo(await call('GET', `/v2/videos/${encodeURIComponent(id)}`));
    },
    async createConversation({ replicaId, name, context }) {
      return call('POST', '/v2/conversations', { replica_id: replicaId, conversation_name: name, conversational_context: context });
    },
  };
}
