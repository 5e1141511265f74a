// Without zod: the landing page shows these prices before it loads any schema (@uc/contract/credit-prices).

/** What each feature costs, in credits. One table: the server charges it, the UI shows it. */
export const CREDIT_PRICES = {
  chat_message: 1,
  agent_session: 5,
  video_call: 5,
  document: 8,
  data_analysis: 3,
  video_creation: 10,
  app_generation: 5,
} as const;
export type CreditFeature = keyof typeof CREDIT_PRICES;
