import type { Lead } from '@uc/contract';
import type { LeadRow } from '../../db/schema';

export const toLead = (r: LeadRow): Lead => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  company: r.company,
  title: r.title,
  phone: r.phone,
  linkedin: r.linkedin,
  industry: r.industry,
  companySize: r.companySize,
  location: r.location,
  tags: r.tags,
  source: r.source,
  createdAt: r.createdAt.toISOString(),
});
