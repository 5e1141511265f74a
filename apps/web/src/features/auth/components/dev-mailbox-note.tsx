import { Mail } from 'lucide-react';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';

/** Without SMTP the server keeps mail in an outbox; locally, point people at it. */
export function DevMailboxNote() {
  const { config } = usePublicConfig();
  if (!config?.dev_mailbox) return null;
  return (
    <p className="flex items-center gap-2 rounded-lg border border-dashed border-amber-400/30 bg-amber-400/5 px-3 py-2 text-xs text-amber-200">
      <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        Running locally:{' '}
        <a href={paths.devMailbox.getHref()} target="_blank" rel="noreferrer" className="font-medium underline underline-offset-2 hover:text-amber-100">
          open the dev mailbox
        </a>
      </span>
    </p>
  );
}
