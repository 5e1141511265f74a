import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase, testConfig } from '../../../test/helpers';

describe('ADMIN_EMAIL', () => {
  it('promotes an account that registered before the setting was made', async () => {
    const database = await createTestDatabase();
    const before = await buildApp({ config: testConfig(), database, logger: false, closeDatabase: false });
    const reg = await before.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: 'later@example.com', password: 'password-123', name: 'Later' } });
    expect(reg.json().is_superuser).toBe(false);
    await before.close();

    const after = await buildApp({ config: testConfig({ adminEmail: 'later@example.com' }), database, logger: false });
    const rows = await database.db.query.users.findMany();
    expect(rows.find((u) => u.email === 'later@example.com')?.isSuperuser).toBe(true);
    await after.close();
  });
});
