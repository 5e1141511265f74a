import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type AccordionEntry = { id: string; title: string; content: ReactNode };

/** Questions and answers, one open at a time (Radix "single" accordion: keyboard and ARIA built in). */
export function Accordion({ items, className, headingLevel = 3 }: { items: AccordionEntry[]; className?: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Root type="single" collapsible className={cn('divide-y divide-white/10 rounded-2xl border border-white/10 bg-slate-900/60', className)}>
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id}>
          <AccordionPrimitive.Header asChild>
            <Heading className="m-0">
              <AccordionPrimitive.Trigger
                className={cn(
                  'group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-base font-medium text-white',
                  'hover:bg-white/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-400',
                )}
              >
                {item.title}
                <ChevronDown className="h-5 w-5 shrink-0 text-slate-400 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-sm leading-relaxed text-slate-300">{item.content}</AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
