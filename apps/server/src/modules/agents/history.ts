/** Recent turns sent with each call: enough to remember the conversation, bounded in cost. */
export const HISTORY_TURNS = 12;
