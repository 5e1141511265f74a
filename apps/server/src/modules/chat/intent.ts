/** Asking for an app or website yields a single-file HTML app in the preview panel. */
const APP_PATTERNS = [/\blanding page\b/, /\bweb ?site\b/, /\bweb ?page\b/, /\bweb app\b/, /\b(build|make|create|code)\b.*\b(app|tool|calculator|dashboard|page|prototype)\b/, /\b(todo|to-do) app\b/];

export const isAppRequest = (message: string) => {
  const text = message.toLowerCase();
  return APP_PATTERNS.some((p) => p.test(text));
};
