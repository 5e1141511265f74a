import { CodeBlock } from '@/components/ui/copy-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CODE_LANGUAGES, type CodeLanguage } from '../model/code-samples';

/** cURL / JavaScript / Python tabs, each with a copy button. */
export function CodeTabs({ samples, label }: { samples: Record<CodeLanguage, string> | null; label: string }) {
  if (!samples) return <p className="text-sm text-slate-400">Code example not available</p>;
  return (
    <Tabs defaultValue="curl">
      <TabsList aria-label={label}>
        {CODE_LANGUAGES.map((lang) => (
          <TabsTrigger key={lang.id} value={lang.id}>
            {lang.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {CODE_LANGUAGES.map((lang) => (
        <TabsContent key={lang.id} value={lang.id} className="mt-3">
          <CodeBlock code={samples[lang.id]} language={lang.label} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
