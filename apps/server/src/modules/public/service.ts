import type { ContactReceipt, JobApplicationReceipt, Position } from '@uc/contract';
import type { Db } from '../../db/client';
import { contactMessages, jobApplications } from '../../db/schema';
import { notFound } from '../../errors';
import { POSITIONS } from './positions';

export const CONTACT_RECEIVED_MESSAGE = 'Thanks for reaching out! We reply within 24 hours.';
export const APPLICATION_RECEIVED_MESSAGE = 'Thanks for applying! Our team reviews every application and replies within a week.';

export type ContactInput = {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  reason: 'general' | 'sales' | 'support' | 'partnership' | 'press';
  subject: string;
  message: string;
};

export async function saveContactMessage(db: Db, input: ContactInput): Promise<ContactReceipt> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return { id: row.id, received_at: row.createdAt.toISOString(), message: CONTACT_RECEIVED_MESSAGE };
}

export function listPositions(): Position[] {
  return [...POSITIONS];
}

export async function applyToPosition(
  db: Db,
  positionId: string,
  input: { name: string; email: string; links: string[]; cover_note: string },
): Promise<JobApplicationReceipt> {
  if (!POSITIONS.some((p) => p.id === positionId)) throw notFound('Position not found');
  const [row] = await db
    .insert(jobApplications)
    .values({ positionId, name: input.name, email: input.email, links: input.links, coverNote: input.cover_note })
    .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
  return { id: row.id, position_id: positionId, received_at: row.createdAt.toISOString(), message: APPLICATION_RECEIVED_MESSAGE };
}
