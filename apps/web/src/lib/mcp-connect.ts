/**
 * How an assistant connects to the founder's MCP server (issue 41): the same settings on the API
 * keys screen (with the new key filled in) and in the documentation (with a placeholder).
 */
export type McpSnippet = { id: string; label: string; language: string; code: string; note: string };

export const KEY_PLACEHOLDER = 'uc_YOUR_API_KEY';

/** The endpoint on the product's own origin. */
export const mcpUrl = (origin: string) => `${origin.replace(/\/$/, '')}/mcp`;

export function mcpSnippets(url: string, key: string = KEY_PLACEHOLDER): McpSnippet[] {
  const json = (v: unknown) => JSON.stringify(v, null, 2);
  return [
    {
      id: 'claude-desktop',
      label: 'Claude Desktop',
      language: 'json',
      note: 'Settings → Developer → Edit Config opens claude_desktop_config.json. Add the server below and restart Claude Desktop. Claude Desktop reaches remote servers through the mcp-remote bridge (Node.js required).',
      code: json({ mcpServers: { 'ultimate-cofounder': { command: 'npx', args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${UC_AUTH}'], env: { UC_AUTH: `Bearer ${key}` } } } }),
    },
    {
      id: 'cursor',
      label: 'Cursor',
      language: 'json',
      note: 'Add to ~/.cursor/mcp.json (or .cursor/mcp.json in a project). Cursor speaks Streamable HTTP directly.',
      code: json({ mcpServers: { 'ultimate-cofounder': { url, headers: { Authorization: `Bearer ${key}` } } } }),
    },
    {
      id: 'chatgpt',
      label: 'ChatGPT',
      language: 'json',
      note: "ChatGPT's connectors in the app sign in with OAuth, which this server does not offer yet: use the key through the OpenAI API's MCP tool (Responses API), as below.",
      code: json({ type: 'mcp', server_label: 'ultimate_cofounder', server_url: url, headers: { Authorization: `Bearer ${key}` }, require_approval: 'always' }),
    },
    {
      id: 'inspector',
      label: 'MCP Inspector',
      language: 'bash',
      note: 'Run the Inspector, choose the transport "Streamable HTTP", paste the URL, and under Authentication set the header Authorization to "Bearer" followed by your key. Then Connect and list the tools.',
      code: `npx @modelcontextprotocol/inspector\n# Transport: Streamable HTTP\n# URL: ${url}\n# Header: Authorization: Bearer ${key}`,
    },
  ];
}
