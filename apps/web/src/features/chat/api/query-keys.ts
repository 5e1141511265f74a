export const chatQueryKeys = {
  all: ['chat'] as const,
  threads: () => [...chatQueryKeys.all, 'threads'] as const,
  thread: (id: string) => [...chatQueryKeys.all, 'thread', id] as const,
  proposals: (threadId: string) => [...chatQueryKeys.all, 'proposals', threadId] as const,
  status: () => [...chatQueryKeys.all, 'orchestrator-status'] as const,
  profile: () => [...chatQueryKeys.all, 'startup-profile'] as const,
  preview: (messageId: string) => [...chatQueryKeys.all, 'preview', messageId] as const,
};
