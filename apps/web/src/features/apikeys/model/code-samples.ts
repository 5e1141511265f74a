import type { Endpoint } from './openapi';

export type CodeLanguage = 'curl' | 'javascript' | 'python';
export const CODE_LANGUAGES: { id: CodeLanguage; label: string }[] = [
  { id: 'curl', label: 'cURL' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
];

const TOKEN_PLACEHOLDER = 'YOUR_API_KEY';

/** Fills path parameters with readable placeholders and adds required query parameters. */
function urlFor(endpoint: Endpoint, baseUrl: string): string {
  const query = endpoint.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${p.name.toUpperCase()}`)
    .join('&');
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => name.toUpperCase());
  return `${baseUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
}

const hasBody = (e: Endpoint) => e.bodyContentType !== null && e.bodyExample !== undefined;
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curl(e: Endpoint, baseUrl: string): string {
  const lines = [`curl -X ${e.method} "${urlFor(e, baseUrl)}"`];
  if (e.requiresAuth) lines.push(`-H "Authorization: Bearer ${TOKEN_PLACEHOLDER}"`);
  if (hasBody(e)) {
    lines.push('-H "Content-Type: application/json"');
    lines.push(`-d ${shellQuote(JSON.stringify(e.bodyExample, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}

function javascript(e: Endpoint, baseUrl: string): string {
  const headers: string[] = [];
  if (e.requiresAuth) headers.push(`    Authorization: 'Bearer ${TOKEN_PLACEHOLDER}',`);
  if (hasBody(e)) headers.push(`    'Content-Type': 'application/json',`);
  const options = [`  method: '${e.method}',`];
  if (headers.length) options.push(`  headers: {\n${headers.join('\n')}\n  },`);
  if (hasBody(e)) options.push(`  body: JSON.stringify(${JSON.stringify(e.bodyExample, null, 2).replace(/\n/g, '\n  ')}),`);
  return [
    `const response = await fetch('${urlFor(e, baseUrl)}', {`,
    ...options,
    '});',
    'if (!response.ok) throw new Error((await response.json()).detail);',
    'const data = await response.json();',
    'console.log(data);',
  ].join('\n');
}

/** Python literals: JSON, with true/false/null spelled the Python way. */
function pythonLiteral(value: unknown): string {
  return JSON.stringify(value, null, 4)
    .replace(/: true\b/g, ': True')
    .replace(/: false\b/g, ': False')
    .replace(/: null\b/g, ': None');
}

function python(e: Endpoint, baseUrl: string): string {
  const args = [`    "${urlFor(e, baseUrl)}",`];
  if (e.requiresAuth) args.push(`    headers={"Authorization": "Bearer ${TOKEN_PLACEHOLDER}"},`);
  if (hasBody(e)) args.push(`    json=${pythonLiteral(e.bodyExample).replace(/\n/g, '\n    ')},`);
  return ['import requests', '', `response = requests.${e.method.toLowerCase()}(`, ...args, ')', 'response.raise_for_status()', 'print(response.json())'].join('\n');
}

/** The code samples of an operation, generated from its method, path, auth and body example. */
export function codeSamples(endpoint: Endpoint, baseUrl: string): Record<CodeLanguage, string> {
  return { curl: curl(endpoint, baseUrl), javascript: javascript(endpoint, baseUrl), python: python(endpoint, baseUrl) };
}
