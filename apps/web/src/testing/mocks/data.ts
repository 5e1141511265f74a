import type { Health, PublicConfig, User } from '@uc/contract';

export const TEST_TOKEN = 'test-token';
export const ADMIN_TOKEN = 'admin-token';

export const testUser: User = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  created_at: '2025-01-15T10:00:00.000Z',
  is_active: true,
  is_superuser: false,
  email_verified: true,
};

export const adminUser: User = { ...testUser, id: 'admin-1', email: 'admin@example.com', name: 'Grace Admin', is_superuser: true };

export const testConfig: PublicConfig = {
  signup_credits: 100,
  password_min_length: 8,
  mail_mode: 'outbox',
  dev_mailbox: false,
  version: 'test',
  integrations: { total: 16, ready: 3 },
  video_studio: false,
  live_mode: 'local',
};

export const healthy: Health = { status: 'healthy', database: 'ok', version: 'test' };
