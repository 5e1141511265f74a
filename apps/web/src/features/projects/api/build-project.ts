import { BuildErrorBodySchema, DeployResponseSchema, PreviewResponseSchema, type BuildErrorBody } from '@uc/contract';
import type { z } from 'zod';
import { ApiError, buildUrl, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/** A failed build: the compiler's messages, with file and line, for the editor. */
export class BuildFailure extends Error {
  constructor(readonly body: BuildErrorBody) {
    super(body.detail);
  }
}

/**
 * Preview and deploy answer 422 with the compiler's errors (`build_errors`), which the shared
 * client's error shape does not carry, so these two calls read the body themselves.
 */
async function postBuild<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(buildUrl(path), { method: 'POST', headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await res.json().catch(() => ({}));
  if (res.ok) return schema.parse(body);
  const failure = BuildErrorBodySchema.safeParse(body);
  if (failure.success) throw new BuildFailure(failure.data);
  const detail = (body as { detail?: unknown }).detail;
  throw new ApiError(res.status, typeof detail === 'string' ? detail : `Request failed (${res.status})`);
}

export const previewProject = (id: string) => postBuild(`/api/v1/bolt/projects/${id}/preview`, PreviewResponseSchema);
export const deployProject = (id: string) => postBuild(`/api/v1/bolt/projects/${id}/deploy`, DeployResponseSchema);
