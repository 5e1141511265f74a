import { type GenerateVideoBody, INVALID_AVATAR_AGENT, TAVUS_NOT_CONFIGURED, type AgentId, type Avatar, type AvatarVideo, type AvatarVideoList, type GenerateVideoResponse } from '@uc/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { avatarVideos, type AvatarVideoRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { TavusClient, TavusReplica, TavusVideo } from '../../providers/tavus';
import { AGENTS, isAgentId } from '../agents/catalog';
import { release, reserve, settle } from '../billing/ledger';

export type AvatarDeps = { db: Db; tavus: TavusClient | null };

/** The illustrated portrait each agent ships with (apps/web/public/avatars). */
export const avatarImage = (agentId: AgentId) => `/avatars/${agentId}.svg`;

/** The Tavus replica for an agent: one named after it, else the first ready one. */
export async function pickReplica(tavus: TavusClient, agentId: AgentId): Promise<TavusReplica> {
  const replicas = await tavus.listReplicas();
  const first = AGENTS[agentId].name.split(' ')[0].toLowerCase();
  const ready = replicas.filter((r) => r.status !== 'error');
  const replica = ready.find((r) => r.replica_name.toLowerCase().includes(first)) ?? ready[0];
  if (!replica) throw new HttpError(502, 'Your Tavus account has no replica to use as an avatar.');
  return replica;
}

export async function agentAvatar(deps: Pick<AvatarDeps, 'tavus'>, agentId: string): Promise<Avatar> {
  if (!isAgentId(agentId)) throw notFound(INVALID_AVATAR_AGENT);
  const a = AGENTS[agentId];
  const base = { agent_id: agentId, name: a.name, description: a.description, thumbnailUrl: avatarImage(agentId) };
  if (!deps.tavus) return { ...base, id: `local-${agentId}`, videoUrl: null, status: 'ready', provider: 'local' };
  const replica = await pickReplica(deps.tavus, agentId);
  return { ...base, id: replica.replica_id, videoUrl: replica.thumbnail_video_url, status: replica.status, provider: 'tavus' };
}

const STATUS: Record<string, AvatarVideo['status']> = { queued: 'queued', generating: 'generating', ready: 'ready', error: 'failed', deleted: 'failed' };

function toVideo(row: AvatarVideoRow): AvatarVideo {
  return { id: row.id, agent_id: row.agentId as AgentId, script: row.script, status: row.status, video_url: row.videoUrl, created_at: row.createdAt.toISOString() };
}

const videoUrl = (v: TavusVideo) => v.hosted_url ?? v.download_url;

/** Video creation (10 credits, kept only when Tavus accepts the job). 503 without TAVUS_API_KEY. */
export async function generateVideo(deps: AvatarDeps, userId: string, body: GenerateVideoBody): Promise<GenerateVideoResponse> {
  if (!deps.tavus) throw new HttpError(503, TAVUS_NOT_CONFIGURED);
  const reservation = await reserve(deps.db, { userId, feature: 'video_creation', reference: body.agent_id });
  let video: TavusVideo;
  try {
    const replica = await pickReplica(deps.tavus, body.agent_id);
    video = await deps.tavus.createVideo({ replicaId: replica.replica_id, script: body.script, name: `${AGENTS[body.agent_id].name}: ${body.script.slice(0, 40)}` });
  } catch (err) {
    await release(deps.db, reservation);
    throw err;
  }
  const [row] = await deps.db
    .insert(avatarVideos)
    .values({ userId, agentId: body.agent_id, script: body.script, providerVideoId: video.video_id, status: STATUS[video.status] ?? 'queued', videoUrl: video.status === 'ready' ? videoUrl(video) : null })
    .returning();
  const { balance } = await settle(deps.db, reservation, reservation.amount);
  return { ...toVideo(row), remaining_credits: balance };
}

/** One of the user's videos, its status refreshed from Tavus while it is in progress. */
export async function getVideo(deps: AvatarDeps, userId: string, id: string): Promise<AvatarVideo> {
  const [row] = await deps.db.select().from(avatarVideos).where(and(eq(avatarVideos.id, id), eq(avatarVideos.userId, userId)));
  if (!row) throw notFound('Video not found');
  if (!deps.tavus || !row.providerVideoId || row.status === 'ready' || row.status === 'failed') return toVideo(row);
  const v = await deps.tavus.getVideo(row.providerVideoId);
  const status = STATUS[v.status] ?? row.status;
  const [updated] = await deps.db
    .update(avatarVideos)
    .set({ status, videoUrl: status === 'ready' ? videoUrl(v) : null, updatedAt: new Date() })
    .where(eq(avatarVideos.id, id))
    .returning();
  return toVideo(updated);
}

export async function listVideos(deps: AvatarDeps, userId: string, page: number, pageSize: number): Promise<AvatarVideoList> {
  const where = eq(avatarVideos.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(avatarVideos).where(where).orderBy(desc(avatarVideos.createdAt)).limit(pageSize).offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(avatarVideos).where(where),
  ]);
  return { items: rows.map(toVideo), configured: Boolean(deps.tavus), total, page, page_size: pageSize };
}
