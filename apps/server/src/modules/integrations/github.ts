import { GithubRepositorySchema } from '@uc/contract';
import { HttpError } from '../../errors';
import { outgoingFetch } from '../../outgoing';

/**
 * The few GitHub REST calls the integration needs (plain fetch against GITHUB_API_URL, so a
 * stand-in or GitHub Enterprise works the same): who the token is, its repositories, and
 * creating or updating a file (one commit per file).
 */
export function createGithubClient(opts: { baseUrl: string; token: string; allowPrivate: boolean }) {
  async function call<T>(method: string, path: string, body?: unknown, okStatuses: number[] = []): Promise<{ status: number; json: T }> {
    let res: Awaited<ReturnType<typeof outgoingFetch>>;
    try {
      res = await outgoingFetch(`${opts.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          'user-agent': 'ultimate-cofounder',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
      }, { allowPrivate: opts.allowPrivate });
    } catch (err) {
      throw new HttpError(502, `GitHub could not be reached: ${(err as Error).message}`);
    }
    // Errors say the status only: the answer's body is never echoed (GITHUB_API_URL may point anywhere).
    if (!res.ok && !okStatuses.includes(res.status)) {
      await res.body?.cancel().catch(() => {});
      if (res.status === 401) throw new HttpError(400, 'GitHub rejected the token (HTTP 401)');
      if (res.status === 403 || res.status === 404) throw new HttpError(400, `GitHub refused access (HTTP ${res.status}). Check the token's repository permissions.`);
      throw new HttpError(502, `GitHub answered HTTP ${res.status}`);
    }
    const json = (await res.json().catch(() => ({}))) as T;
    return { status: res.status, json };
  }

  return {
    async viewer(): Promise<string> {
      const { json } = await call<{ login: string }>('GET', '/user');
      return json.login;
    },
    async repositories(): Promise<string[]> {
      const { json } = await call<{ full_name: string }[]>('GET', '/user/repos?per_page=100&sort=updated');
      return json.map((r) => r.full_name);
    },
    /** Creates or replaces one file; returns its html URL. */
    async putFile(repository: string, path: string, content: Buffer, message: string): Promise<string | null> {
      // The contract refuses `.` and `..` names; encoding keeps any other character in its segment.
      if (!GithubRepositorySchema.safeParse(repository).success) throw new HttpError(422, 'Use owner/name');
      const encodedPath = path.split('/').map(encodeURIComponent).join('/');
      const repo = repository.split('/').map(encodeURIComponent).join('/');
      const existing = await call<{ sha?: string }>('GET', `/repos/${repo}/contents/${encodedPath}`, undefined, [404]);
      const sha = existing.status === 404 ? undefined : existing.json.sha;
      const { json } = await call<{ content?: { html_url?: string } }>('PUT', `/repos/${repo}/contents/${encodedPath}`, {
        message,
        content: content.toString('base64'),
        ...(sha ? { sha } : {}),
      });
      return json.content?.html_url ?? null;
    },
  };
}
export type GithubClient = ReturnType<typeof createGithubClient>;
