/**
 * The API client and the schemas it needs first (with zod), loaded on first use. What the landing page
 * needs at start (auth, public config, the query client) goes through here, so the page paints
 * before they arrive (issue 17). Screens behind lazy routes import the client directly.
 */
export async function loadApi() {
  const [client, contract] = await Promise.all([import('./api-client'), import('@uc/contract/first-load')]);
  return { api: client.api, refreshAccessToken: client.refreshAccessToken, contract };
}
