import { saveBlob } from '@/lib/download';
import type { AgentCheck, ComponentCheck } from '@uc/contract';

export type Summary = { successful: number; warnings: number; errors: number; skipped: number; totalDuration: number };

export function summarise(components: ComponentCheck[], agents: AgentCheck[], startedAt: Date | null, endedAt: Date | null): Summary {
  const all = [...components, ...agents];
  return {
    successful: all.filter((c) => c.status === 'success').length,
    warnings: all.filter((c) => c.status === 'warning').length,
    errors: all.filter((c) => c.status === 'error').length,
    skipped: all.filter((c) => c.status === 'skipped').length,
    totalDuration: startedAt && endedAt ? endedAt.getTime() - startedAt.getTime() : 0,
  };
}

const cell = (text: string | number | null) => String(text ?? '').replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/** The downloadable report (system-health-check-report.md): every result, nothing left out. */
export function reportMarkdown(input: { idea: string; startedAt: Date | null; endedAt: Date | null; components: ComponentCheck[]; agents: AgentCheck[] }): string {
  const s = summarise(input.components, input.agents, input.startedAt, input.endedAt);
  const lines = [
    '# System Health Check Report',
    '',
    `- Test idea: ${input.idea}`,
    `- Started: ${input.startedAt?.toISOString() ?? '—'}`,
    `- Ended: ${input.endedAt?.toISOString() ?? '—'}`,
    `- Successful: ${s.successful} · Warnings: ${s.warnings} · Errors: ${s.errors} · Skipped: ${s.skipped} · Total duration: ${s.totalDuration} ms`,
    '',
    '## Components',
    '',
    '| Component | Status | Duration (ms) | Message |',
    '|---|---|---|---|',
    ...input.components.map((c) => `| ${cell(c.component)} | ${c.status} | ${c.duration} | ${cell(c.message)} |`),
    '',
    '## Agent Execution',
    '',
    '| Agent | Status | Duration (ms) | Result or error |',
    '|---|---|---|---|',
    ...input.agents.map((a) => `| ${cell(a.agentName)} (${a.agentId}) | ${a.status} | ${a.duration} | ${cell(a.error ?? a.result)} |`),
    '',
  ];
  for (const c of input.components.filter((x) => x.details)) {
    lines.push(`### ${c.component} details`, '', '```json', JSON.stringify(c.details, null, 2), '```', '');
  }
  return lines.join('\n');
}

export const downloadText = (fileName: string, text: string, type = 'text/markdown') => saveBlob(new Blob([text], { type }), fileName);
