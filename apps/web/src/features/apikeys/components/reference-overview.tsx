import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CodeBlock, CopyButton } from '@/components/ui/copy-button';
import { paths } from '@/config/paths';
import { codeSamples } from '../model/code-samples';
import type { Endpoint } from '../model/openapi';
import { ApiKeysList } from './api-keys-list';
import { CodeTabs } from './code-tabs';

const SDKS = [
  {
    name: 'JavaScript',
    client: 'fetch (built into browsers and Node.js 18+)',
    code: (base: string) =>
      `const res = await fetch('${base}/auth/me', {\n  headers: { Authorization: \`Bearer \${process.env.UC_API_KEY}\` },\n});\nconsole.log(await res.json());`,
  },
  {
    name: 'Python',
    client: 'requests',
    code: (base: string) =>
      `import os, requests\n\nres = requests.get("${base}/auth/me", headers={"Authorization": f"Bearer {os.environ['UC_API_KEY']}"})\nprint(res.json())`,
  },
  {
    name: 'Ruby',
    client: 'net/http (standard library)',
    code: (base: string) =>
      `require "net/http"\nrequire "json"\n\nuri = URI("${base}/auth/me")\nreq = Net::HTTP::Get.new(uri, "Authorization" => "Bearer #{ENV['UC_API_KEY']}")\nres = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https") { |http| http.request(req) }\nputs JSON.parse(res.body)`,
  },
];

const STEPS = [
  { title: 'Generate an API key', text: 'Sign in and choose Get Your API Key. Copy the key: it is shown once.' },
  { title: 'Authenticate', text: 'Send Authorization: Bearer uc_… with every request, or sign in for a one-hour access token.' },
  { title: 'Make requests', text: 'Call the endpoints below with JSON bodies. The code samples are generated from the live API description.' },
  { title: 'Handle responses', text: 'Successful calls answer 2xx with JSON. Errors answer { "detail": "…" } with a 4xx or 5xx status; 429 carries Retry-After.' },
];

export function ReferenceOverview({
  baseUrl,
  login,
  signedIn,
  onGetKey,
}: {
  baseUrl: string;
  login: Endpoint | undefined;
  signedIn: boolean;
  onGetKey: () => void;
}) {
  const loginOk = login?.responses.find((r) => r.status === '200');
  return (
    <div className="space-y-12">
      <section>
        <h1 className="text-3xl font-bold text-white">API Reference</h1>
        <p className="mt-3 max-w-3xl text-slate-300">
          The Ultimate Co-founder API is the same REST API the web app uses: JSON over HTTPS, described by an OpenAPI 3.1 document generated from the server’s own
          validation schemas. This page is built from that document, so it always matches the running server.
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-slate-900/60 p-4">
          <span className="text-sm text-slate-400">Base URL</span>
          <code className="text-sm break-all text-white">{baseUrl}</code>
          <CopyButton text={baseUrl} label="Copy base URL" />
        </div>
      </section>

      <section aria-labelledby="authentication-heading">
        <h2 id="authentication-heading" className="text-2xl font-semibold text-white">
          Authentication
        </h2>
        <p className="mt-2 max-w-3xl text-slate-300">
          Sign in with your email and password to receive an access token valid for one hour, or use a personal API key. Both go in the Authorization header.
        </p>
        <div className="mt-4 space-y-4">
          <CodeTabs samples={login ? codeSamples(login, window.location.origin) : null} label="Sign-in code samples" />
          {loginOk?.example !== undefined && (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-white">Sample response</h3>
              <CodeBlock code={JSON.stringify(loginOk.example, null, 2)} language="json" />
            </div>
          )}
          <div className="rounded-xl border border-violet-400/20 bg-violet-500/10 p-4 text-sm text-violet-100">
            <h3 className="font-semibold">Using Your Token</h3>
            <p className="mt-1">
              Send <code>Authorization: Bearer &lt;access_token or API key&gt;</code> with every request. Access tokens expire after 3600 seconds; API keys work until you
              revoke them, on every endpoint except account deletion, password change and key management.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="api-key-heading" className="rounded-2xl border border-violet-400/30 bg-gradient-to-r from-violet-600/20 to-indigo-600/15 p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="api-key-heading" className="flex items-center gap-2 text-xl font-semibold text-white">
              <KeyRound className="h-5 w-5" aria-hidden="true" /> Get Your API Key
            </h2>
            <p className="mt-1 text-sm text-slate-300">Create a personal key for scripts and integrations. Only its hash is stored; you see it once.</p>
            <p className="mt-1 text-sm text-slate-300">
              Use with an assistant: a key also connects Claude, Cursor or ChatGPT to your startup through MCP (<code>/mcp</code>); the settings show once the key
              is created, and in the{' '}
              <Link to={`${paths.documentation.getHref()}?guide=mcp`} className="text-violet-300 underline hover:text-violet-200">
                MCP guide
              </Link>
              .
            </p>
          </div>
          <Button onClick={onGetKey}>Get Your API Key</Button>
        </div>
        {signedIn && (
          <div className="mt-6">
            <h3 className="mb-3 text-sm font-semibold text-white">Your API keys</h3>
            <ApiKeysList />
          </div>
        )}
      </section>

      <section id="rate-limits" className="scroll-mt-[100px]" aria-labelledby="rate-limits-heading">
        <h2 id="rate-limits-heading" className="text-2xl font-semibold text-white">
          Rate Limits
        </h2>
        <p className="mt-2 max-w-3xl text-slate-300">
          Each API key may make 100 requests per minute. Responses carry <code>X-RateLimit-Limit</code> and <code>X-RateLimit-Remaining</code>; beyond the limit the API
          answers 429 with a <code>Retry-After</code> header in seconds. Sign-in and public forms have their own per-address limits.
        </p>
      </section>

      <section id="client-sdks" className="scroll-mt-[100px]" aria-labelledby="sdks-heading">
        <h2 id="sdks-heading" className="text-2xl font-semibold text-white">
          Client SDKs
        </h2>
        <p className="mt-2 max-w-3xl text-slate-300">The API is plain HTTPS and JSON: the standard HTTP client of each language is all you need.</p>
        <ul className="mt-4 space-y-4">
          {SDKS.map((sdk) => (
            <li key={sdk.name}>
              <h3 className="text-sm font-semibold text-white">
                {sdk.name} <span className="font-normal text-slate-400">· {sdk.client}</span>
              </h3>
              <CodeBlock code={sdk.code(baseUrl)} language={sdk.name} className="mt-2" />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="getting-started-heading">
        <h2 id="getting-started-heading" className="text-2xl font-semibold text-white">
          Getting Started
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-white/10 bg-slate-900/60 p-5">
              <span className="text-xs font-semibold text-violet-300">Step {i + 1}</span>
              <h3 className="mt-1 font-semibold text-white">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-400">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
