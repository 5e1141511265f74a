/** The main endpoints, grouped, for the documentation's API tab; /api has the complete live reference. */
export type DocEndpoint = { method: 'GET' | 'POST' | 'DELETE'; path: string; description: string };

export const API_OVERVIEW: { category: string; endpoints: DocEndpoint[] }[] = [
  {
    category: 'Authentication',
    endpoints: [
      { method: 'POST', path: '/api/v1/auth/register', description: 'Create an account; a verification email is sent.' },
      { method: 'POST', path: '/api/v1/auth/login', description: 'Exchange email and password for an access token (1 hour).' },
      { method: 'GET', path: '/api/v1/auth/me', description: 'The signed-in user.' },
      { method: 'POST', path: '/api/v1/auth/logout', description: 'Revoke the access token used for the request.' },
    ],
  },
  {
    category: 'API Keys',
    endpoints: [
      { method: 'POST', path: '/api/v1/api-keys', description: 'Create a personal API key, shown once.' },
      { method: 'GET', path: '/api/v1/api-keys', description: 'List your active API keys.' },
      { method: 'DELETE', path: '/api/v1/api-keys/{id}', description: 'Revoke an API key.' },
    ],
  },
  {
    category: 'Chat',
    endpoints: [
      {
        method: 'POST',
        path: '/api/v1/chat/stream',
        description:
          'Send a message; the answer streams as server-sent events in the AI SDK UI message stream protocol. Body: {"message", "thread_id"?, "mode"?, "agent_id"?}, or from the AI SDK\'s useChat the new message only ({"id", "message"} via prepareSendMessagesRequest, the shape the AI SDK documents for server-stored histories) or its default {"id", "messages", "trigger"} (any length: only the last user message is read). Files go to the data room, not in a message.',
      },
      { method: 'GET', path: '/api/v1/chat/stream/{id}/stream', description: 'Resume an answer still being generated for that chat id; 204 when nothing is running.' },
    ],
  },
  {
    category: 'Billing',
    endpoints: [{ method: 'GET', path: '/api/v1/billing/balance', description: 'Your available credits.' }],
  },
];

export const LOGIN_EXAMPLE = `curl -X POST "$BASE_URL/api/v1/auth/login" \\
  -H "Content-Type: application/json" \\
  -d '{"email": "you@example.com", "password": "your-password"}'

# => {"access_token": "eyJhbGciOi...", "token_type": "bearer", "expires_in": 3600}

curl "$BASE_URL/api/v1/auth/me" -H "Authorization: Bearer <access_token or uc_ API key>"`;
