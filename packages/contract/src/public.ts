import { z } from 'zod';
import { IsoDateSchema } from './common';

export const CONTACT_REASONS = ['general', 'sales', 'support', 'partnership', 'press'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

const EmailSchema = z.email({ message: 'Enter a valid email address' }).max(254).transform((e) => e.trim().toLowerCase());
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ContactBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    email: EmailSchema,
    phone: optionalText(40),
    company: optionalText(120),
    reason: z.enum(CONTACT_REASONS),
    subject: z.string().trim().min(1, 'Subject is required').max(200),
    message: z.string().trim().min(1, 'Message is required').max(5000),
  })
  .meta({
    example: {
      name: 'Ada Founder',
      email: 'ada@example.com',
      company: 'Acme Labs',
      reason: 'sales',
      subject: 'Plans for a team of three',
      message: 'We are three founders and would like to know which plan fits us.',
    },
  });
export type ContactBody = z.input<typeof ContactBodySchema>;

export const ContactReceiptSchema = z
  .object({ id: z.string(), received_at: IsoDateSchema, message: z.string() })
  .meta({ id: 'ContactReceipt', example: { id: '0b7c1d3e-5f6a-4b8c-9d0e-1f2a3b4c5d6e', received_at: '2026-01-31T12:00:00.000Z', message: 'Thanks! We reply within 24 hours.' } });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

export const PositionSchema = z
  .object({
    id: z.string().meta({ example: 'senior-frontend-engineer' }),
    title: z.string().meta({ example: 'Senior Frontend Engineer' }),
    department: z.string().meta({ example: 'Engineering' }),
    location: z.string().meta({ example: 'Remote' }),
    type: z.string().meta({ example: 'Full-time' }),
    salary: z.string().meta({ example: '$140,000 - $180,000' }),
    posted: z.string().meta({ format: 'date', example: '2025-06-20' }),
    description: z.string().meta({ example: 'Build the React interfaces founders use every day.' }),
    responsibilities: z.array(z.string()).meta({ example: ['Own features end to end', 'Keep the app fast and accessible'] }),
    requirements: z.array(z.string()).meta({ example: ['5+ years with React and TypeScript'] }),
    benefits: z.array(z.string()).meta({ example: ['Unlimited PTO with a 20-day minimum', '16 weeks of paid parental leave'] }),
  })
  .meta({ id: 'Position' });
export type Position = z.infer<typeof PositionSchema>;

export const PositionListSchema = z.object({ items: z.array(PositionSchema) }).meta({ id: 'PositionList' });
export type PositionList = z.infer<typeof PositionListSchema>;

export const PositionParamsSchema = z.object({ id: z.string().min(1).max(80) });

export const JobApplicationBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    email: EmailSchema,
    links: z.array(z.url({ protocol: /^https?$/, message: 'Links must be http(s) URLs' }).max(500)).max(5, 'At most 5 links').default([]),
    cover_note: z.string().trim().min(1, 'Cover note is required').max(5000),
  })
  .meta({
    example: {
      name: 'Grace Engineer',
      email: 'grace@example.com',
      links: ['https://github.com/grace', 'https://www.linkedin.com/in/grace'],
      cover_note: 'I have built React design systems for five years and would love to help founders ship faster.',
    },
  });
export type JobApplicationBody = z.input<typeof JobApplicationBodySchema>;

export const JobApplicationReceiptSchema = z
  .object({ id: z.string(), position_id: z.string(), received_at: IsoDateSchema, message: z.string() })
  .meta({
    id: 'JobApplicationReceipt',
    example: { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', position_id: 'senior-frontend-engineer', received_at: '2026-01-31T12:00:00.000Z', message: 'Application received.' },
  });
export type JobApplicationReceipt = z.infer<typeof JobApplicationReceiptSchema>;
