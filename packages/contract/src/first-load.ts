// The schemas the web app needs before any screen's own code (@uc/contract/first-load): errors, the
// session and the public config. Evaluating the whole contract with zod took 140-180 ms in one task
// right after the landing page's first paint; these few files take a fraction of it.
export { ErrorBodySchema, MessageSchema } from './common';
export { TokenSchema, UserSchema } from './auth';
export { PublicConfigSchema } from './health';
