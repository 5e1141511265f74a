import type { Balance, ErrorBody, Health, PublicConfig, User } from '@uc/contract';
import { http, HttpResponse, type PathParams } from 'msw';
import { ADMIN_TOKEN, adminUser, healthy, TEST_TOKEN, testConfig, testUser } from './data';

const unauthorized = () => HttpResponse.json<ErrorBody>({ detail: 'Not authenticated' }, { status: 401 });

function userFor(request: Request): User | null {
  const header = request.headers.get('authorization');
  if (header === `Bearer ${TEST_TOKEN}`) return testUser;
  if (header === `Bearer ${ADMIN_TOKEN}`) return adminUser;
  return null;
}

/** Default answers of a healthy server; tests override single routes with server.use(). */
export const handlers = [
  http.get('*/health', () => HttpResponse.json<Health>(healthy)),
  http.get('*/api/v1/config', () => HttpResponse.json<PublicConfig>(testConfig)),
  http.get<PathParams, never, User | ErrorBody>('*/api/v1/auth/me', ({ request }) => {
    const user = userFor(request);
    return user ? HttpResponse.json<User>(user) : unauthorized();
  }),
  http.post('*/api/v1/auth/logout', () => HttpResponse.json({ message: 'Successfully logged out' })),
  http.get<PathParams, never, Balance | ErrorBody>('*/api/v1/billing/balance', ({ request }) => (userFor(request) ? HttpResponse.json<Balance>({ available_credits: 100 }) : unauthorized())),
];
