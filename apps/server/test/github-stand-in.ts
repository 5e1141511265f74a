import { startHttpStandIn, type StandInRequest } from './http-stand-in';

/** GitHub's REST API for one token: /user, /user/repos and the contents API (files kept in memory). */
export async function startGithubStandIn(validToken = 'github_pat_valid') {
  const files = new Map<string, { content: Buffer; message: string }>();
  const authorised = (r: StandInRequest) => r.headers.authorization === `Bearer ${validToken}`;
  const unauthorised = { status: 401, body: { message: 'Bad credentials' } };
  const filePath = (r: StandInRequest) => decodeURIComponent(r.path.replace(/^\/repos\//, '').replace('/contents/', ':'));
  const standIn = await startHttpStandIn({
    'GET /user': (r) => (authorised(r) ? { body: { login: 'ada-founder' } } : unauthorised),
    'GET /user/repos': (r) => (authorised(r) ? { body: [{ full_name: 'ada-founder/pitch' }, { full_name: 'ada-founder/app' }] } : unauthorised),
    'GET /repos/*': (r) => {
      if (!authorised(r)) return unauthorised;
      return files.has(filePath(r)) ? { body: { sha: 'sha-existing' } } : { status: 404, body: { message: 'Not Found' } };
    },
    'PUT /repos/*': (r) => {
      if (!authorised(r)) return unauthorised;
      const body = r.json as { message: string; content: string };
      files.set(filePath(r), { content: Buffer.from(body.content, 'base64'), message: body.message });
      return { status: 201, body: { content: { html_url: `https://github.example/${filePath(r)}` } } };
    },
  });
  return { ...standIn, files };
}
