import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers';

const ctx = await createTestApp();
const HEADER = 'First Name,Last Name,Email,Company,Title,Phone,LinkedIn,Industry,Company Size,Location,Tags';

describe('a NUL byte in a leads CSV', () => {
  it('is refused with 422 and a way out (a UTF-16 export), never 500; nothing is imported', async () => {
    const user = await signUp(ctx);
    const c = (await ctx.app.inject({ method: 'POST', url: '/api/v1/apollo/collections', headers: user.auth, payload: { name: 'NUL' } })).json();
    const upload = (body: Buffer) => ctx.app.inject({ method: 'POST', url: `/api/v1/apollo/collections/${c.id}/import`, headers: { ...user.auth, 'content-type': 'text/csv' }, payload: body });
    const nul = await upload(Buffer.from(`${HEADER}\nAda,Love\u0000lace,ada@example.com,Engines,CTO,,,,11-50,London,\n`));
    expect(nul.statusCode).toBe(422);
    expect(nul.json().detail).toMatch(/NUL characters.*CSV UTF-8/);
    // Excel's "Unicode text" export: UTF-16, a NUL after every ASCII character.
    const utf16 = await upload(Buffer.from(`${HEADER}\nAda,Lovelace,ada@example.com\n`, 'utf16le'));
    expect(utf16.statusCode).toBe(422);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/v1/apollo/collections/${c.id}`, headers: user.auth });
    expect(after.json()).toMatchObject({ id: c.id, leadCount: 0 });
  });
});
