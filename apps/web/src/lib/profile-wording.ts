import type { ProfileWording } from '@uc/contract';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

/**
 * After a confirmed change (chat card or Startup-screen question): say which profile words now
 * state the new figure, and ask about the ones the server could not restate exactly (issue 35 §6).
 * The chat's copy of the profile is read again (its query key starts with 'chat', 'startup-profile').
 */
export function announceWording(qc: QueryClient, wording: ProfileWording | undefined) {
  if (!wording) return;
  if (wording.updated.length) {
    void qc.invalidateQueries({ queryKey: ['chat', 'startup-profile'] });
    toast.success(`Your profile now says ${wording.updated.map((u) => `“${u.after}”`).join(', ')}`);
  }
  for (const a of wording.ask) toast.info(a.question, { description: 'Edit it in your startup profile (chat → profile) if it states the old figure.', duration: 12_000 });
}
