import { CodeBlock } from '@/components/ui/copy-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { mcpSnippets, mcpUrl } from '@/lib/mcp-connect';

/** "Use with an assistant": the MCP connection settings per assistant, with the new key filled in. */
export function AssistantSetup({ apiKey }: { apiKey: string }) {
  const snippets = mcpSnippets(mcpUrl(window.location.origin), apiKey);
  return (
    <section aria-labelledby="assistant-setup-title" className="space-y-3">
      <h3 id="assistant-setup-title" className="text-sm font-semibold text-white">
        Use with an assistant
      </h3>
      <p className="text-xs text-slate-400">Connect Claude Desktop, Cursor, ChatGPT or the MCP Inspector to your startup with this key.</p>
      <Tabs defaultValue={snippets[0].id}>
        <TabsList aria-label="Assistant">
          {snippets.map((s) => (
            <TabsTrigger key={s.id} value={s.id}>
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {snippets.map((s) => (
          <TabsContent key={s.id} value={s.id} className="mt-3 space-y-2">
            <p className="text-xs text-slate-300">{s.note}</p>
            <CodeBlock code={s.code} language={s.language} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
