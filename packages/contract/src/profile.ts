import { z } from 'zod';
import { AGENT_IDS } from './agents';
import { IsoDateSchema } from './common';

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** Empty, or an absolute http(s) address: other schemes (javascript:, data:) are refused. */
const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .refine((v) => {
      if (v === '') return true;
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, `${label} must be a valid http:// or https:// address`);

/** Digits with optional +, spaces, dashes, dots and parentheses; 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{7,24}$/;
const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || (PHONE_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7 && (v.match(/\d/g)?.length ?? 0) <= 15), 'Phone must be a valid phone number, e.g. +1 555 123 4567');

export const ProfileSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    location: z.string(),
    bio: z.string(),
    website: z.string(),
    linkedin: z.string(),
    avatar_url: z.string().nullable(),
    /** The company logo shown to investors in the share viewer (GET it with the session; null when none). */
    company_logo_url: z.string().nullable(),
    joinDate: IsoDateSchema,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    /** Read-only: accepted so a client may send the whole profile back, never changed. */
    email: z.string().optional(),
    phone: phone.default(''),
    company: optionalText(100, 'Company').default(''),
    location: optionalText(100, 'Location').default(''),
    bio: optionalText(1000, 'Bio').default(''),
    website: webAddress('Website').default(''),
    linkedin: webAddress('LinkedIn').default(''),
  })
  .meta({ example: { name: 'Ada Founder', phone: '+1 555 123 4567', company: 'PawPal', location: 'Berlin', bio: 'Building PawPal.', website: 'https://pawpal.example', linkedin: 'https://www.linkedin.com/in/ada' } });
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;

export const NotificationSettingsSchema = z
  .object({
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    marketingEmails: z.boolean(),
    securityAlerts: z.boolean(),
    /** Notices inside the product (a share link's first open in the data room's Shares list). On unless turned off. */
    inAppNotifications: z.boolean().default(true),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  securityAlerts: true,
  inAppNotifications: true,
};

/** The live session page's read-aloud voice styles (speech rate and pitch). */
export const READ_ALOUD_VOICES = ['friendly', 'professional', 'energetic', 'calm'] as const;
export type ReadAloudVoice = (typeof READ_ALOUD_VOICES)[number];
export const PreferencesSchema = z
  .object({
    /** 'auto': the orchestrator picks the best-fitting co-founder for each message. */
    default_agent: z.enum(['auto', ...AGENT_IDS]),
    default_chat_mode: z.enum(['single', 'team']),
    /** null: dates follow the browser's own zone (invoice PDFs, made on the server, use UTC). */
    time_zone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'Unknown time zone')
      .nullable(),
    read_aloud_voice: z.enum(READ_ALOUD_VOICES),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof PreferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = { default_agent: 'auto', default_chat_mode: 'single', time_zone: null, read_aloud_voice: 'friendly' };

export const ActiveSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  created_at: IsoDateSchema,
  last_used_at: IsoDateSchema.nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;
export const ActiveSessionListSchema = z.object({ items: z.array(ActiveSessionSchema) }).meta({ id: 'ActiveSessionList' });
export type ActiveSessionList = z.infer<typeof ActiveSessionListSchema>;
export const SessionParamsSchema = z.object({ id: z.uuid({ message: 'Session not found' }) });

/** Largest avatar upload; the server keeps a 256 px square. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
/** Company logo limits: PNG or JPEG, at most 512 KB and 1024 px on either side. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_MAX_PX = 1024;
