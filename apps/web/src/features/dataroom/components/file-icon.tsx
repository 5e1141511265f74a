import type { FileKind } from '@uc/contract';
import { File, FileImage, FileSpreadsheet, FileText, Presentation } from 'lucide-react';

const ICONS: Partial<Record<FileKind, typeof File>> = {
  pdf: FileText,
  docx: FileText,
  txt: FileText,
  md: FileText,
  xlsx: FileSpreadsheet,
  csv: FileSpreadsheet,
  pptx: Presentation,
  jpg: FileImage,
  png: FileImage,
};

export function FileIcon({ type, className }: { type?: FileKind; className?: string }) {
  const Icon = (type && ICONS[type]) ?? File;
  return <Icon className={className ?? 'h-5 w-5 text-violet-300'} aria-hidden="true" />;
}

const STATUS_STYLES = {
  present: 'bg-emerald-500/15 text-emerald-300',
  missing: 'bg-rose-500/15 text-rose-300',
  outdated: 'bg-amber-500/15 text-amber-300',
} as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_STYLES }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize ${STATUS_STYLES[status]}`}>{status}</span>;
}
