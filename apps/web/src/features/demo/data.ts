import type {
  AgentId,
  BillingOverview,
  ChatMessage,
  ChecklistItem,
  DataRoomFile,
  DataRoomFolder,
  Integration,
  Invoice,
  PaymentMethod,
  StartupProfile,
  Thread,
  UsageResponse,
  User,
} from '@uc/contract';

/**
 * The demo's canned but coherent world: one founder (Maya, PawPal), her startup profile, two
 * conversations, a data room and a billing history. Lives only in the browser tab.
 */
export const DEMO_EMAIL = 'demo@ultimate-cofounder.app';
export const DEMO_PASSWORD = 'demo-founder';
export const DEMO_TOKEN = 'demo-token-not-a-real-session';

const day = (daysAgo: number, hour = 10) => new Date(Date.UTC(2026, 10, 20 - daysAgo, hour, 0, 0)).toISOString();

export const demoUser: User = {
  id: 'demo-user',
  email: DEMO_EMAIL,
  name: 'Maya Demo',
  created_at: day(40),
  is_active: true,
  is_superuser: false,
  email_verified: true,
};

/** The co-founders as the server's catalogue names them (live-session participants). */
export const demoAgentNames: Record<AgentId, string> = { strategic: 'Alex Strategic', product: 'Sam Product', technical: 'Taylor Tech', operations: 'Jordan Ops', marketing: 'Morgan Marketing' };

export const demoProfile: StartupProfile = {
  startup_name: 'PawPal',
  idea: 'On-demand dog walking booked in two taps, with GPS-tracked walks and vetted walkers',
  stage: 'mvp',
  industry: 'Pet care',
  target_customers: 'Busy urban dog owners aged 25-45',
  business_model: 'Marketplace: 20% commission per walk, plus a 9 EUR monthly membership',
  team_size: 2,
};

const message = (thread: string, n: number, m: Omit<ChatMessage, 'id' | 'thread_id' | 'status' | 'credits'>): ChatMessage => ({
  id: `${thread}-m${n}`,
  thread_id: thread,
  status: 'complete',
  credits: null,
  ...m,
});

export const demoThreads: (Thread & { messages: ChatMessage[] })[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'First 100 customers for PawPal',
    created_at: day(3),
    updated_at: day(3, 11),
    messages: [
      message('00000000-0000-4000-8000-000000000001', 1, { role: 'user', agent_id: null, kind: 'text', content: 'How do we get our first 100 customers in Berlin?', created_at: day(3) }),
      message('00000000-0000-4000-8000-000000000001', 2, {
        role: 'assistant',
        agent_id: 'marketing',
        kind: 'text',
        content:
          '## First 100 customers for PawPal\n\n- **Start with three neighbourhoods** (Prenzlauer Berg, Friedrichshain, Kreuzberg) where dog density and willingness to pay are highest.\n- **Partner with two dog parks and five pet shops**: flyers with a first-walk-free code you can track.\n- **Referral loop**: every owner who books three walks gets a free walk for a friend.\n\n| Channel | Cost | Expected owners |\n|---|---|---|\n| Pet-shop partnerships | 300 EUR | 40 |\n| Referral programme | 250 EUR | 35 |\n| Local Instagram | 400 EUR | 25 |',
        created_at: day(3, 11),
      }),
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Pricing the membership',
    created_at: day(1),
    updated_at: day(1, 12),
    messages: [
      message('00000000-0000-4000-8000-000000000002', 1, { role: 'user', agent_id: null, kind: 'text', content: 'Is 9 EUR a month the right membership price?', created_at: day(1) }),
      message('00000000-0000-4000-8000-000000000002', 2, {
        role: 'assistant',
        agent_id: 'strategic',
        kind: 'text',
        content:
          '## Membership at 9 EUR\n\n- At 20% commission on a 15 EUR walk you earn 3 EUR per walk: the membership pays for itself after **3 walks a month**.\n- Test two prices (7 and 12 EUR) on the waitlist before launch; keep the one with the higher expected revenue per owner.\n- Bundle priority booking and a monthly vet check-in so the price reads as a benefit, not a fee.',
        created_at: day(1, 12),
      }),
    ],
  },
];

const folder = (id: string, name: string, description: string, icon: string, color: string, fileCount: number): DataRoomFolder => ({
  id,
  name,
  description,
  parent_id: null,
  icon,
  color,
  is_confidential: false,
  file_count: fileCount,
  last_modified: day(2),
  created_at: day(40),
});

export const demoFolders: DataRoomFolder[] = [
  folder('10000000-0000-4000-8000-000000000001', 'Company Documents', 'Incorporation, cap table and shareholder agreements', 'briefcase', 'blue', 1),
  folder('10000000-0000-4000-8000-000000000002', 'Financial Records', 'Financial statements, projections and budgets', 'dollar-sign', 'green', 1),
  folder('10000000-0000-4000-8000-000000000003', 'Pitch Materials', 'Pitch deck, one-pager and demo video', 'presentation', 'purple', 2),
];

/** What a file has when it is new in the data room (the sample files and the demo's uploads). */
export const NEW_FILE = {
  checklist_item: null,
  suggested_checklist_item: null,
  status: 'present',
  marked_outdated: false,
  version: 1,
  description: '',
  tags: [],
  is_confidential: false,
  shared_with: [],
  created_by: 'You',
  view_count: 0,
  download_count: 0,
} satisfies Partial<DataRoomFile>;

const file = (n: number, f: Partial<DataRoomFile> & Pick<DataRoomFile, 'name' | 'type' | 'mime_type' | 'size' | 'folder_id' | 'folder_name'>): DataRoomFile => ({
  id: `20000000-0000-4000-8000-00000000000${n}`,
  ...NEW_FILE,
  sha256: `${n}`.repeat(64).slice(0, 64),
  searchable: true,
  created_at: day(n + 1),
  last_modified: day(n + 1),
  ...f,
});

/**
 * The sample files. Their bytes are written when the demo starts (features/demo/document-handlers:
 * the offline engine's documents and a small cap table), so each downloads; sizes are set then.
 */
export const demoFiles: DataRoomFile[] = [
  file(1, { name: 'PawPal - Pitch Deck.md', type: 'md', mime_type: 'text/markdown', size: 0, folder_id: demoFolders[2].id, folder_name: 'Pitch Materials', checklist_item: 'pitch_deck', created_by: 'Alex Strategic', tags: ['investors'], view_count: 12, download_count: 3 }),
  file(2, { name: 'PawPal - Financial Projections.md', type: 'md', mime_type: 'text/markdown', size: 0, folder_id: demoFolders[1].id, folder_name: 'Financial Records', checklist_item: 'financial_projections', created_by: 'Jordan Operations', view_count: 5, download_count: 1 }),
  file(3, { name: 'cap-table.csv', type: 'csv', mime_type: 'text/csv', size: 0, folder_id: demoFolders[0].id, folder_name: 'Company Documents', checklist_item: 'cap_table', is_confidential: true, view_count: 2 }),
  file(4, { name: 'one-pager.md', type: 'md', mime_type: 'text/markdown', size: 0, folder_id: demoFolders[2].id, folder_name: 'Pitch Materials', description: 'PawPal in one page for angel investors', view_count: 7, download_count: 2 }),
];

/** What each sample file holds: a document the offline engine writes, or the cap table below. */
export const demoSampleKinds: Record<string, 'pitch_deck' | 'financial_projections' | 'business_model_canvas' | 'cap_table'> = {
  [demoFiles[0].id]: 'pitch_deck',
  [demoFiles[1].id]: 'financial_projections',
  [demoFiles[2].id]: 'cap_table',
  [demoFiles[3].id]: 'business_model_canvas',
};
export const demoCapTable = 'Holder,Role,Shares,Ownership\nMaya Demo,Founder & CEO,4500000,45%\nJonas Demo,Co-founder & CTO,4500000,45%\nEmployee option pool,Unallocated,1000000,10%\n';

const item = (key: string, label: string, folder: DataRoomFolder, fileId: string | null): ChecklistItem => ({
  key,
  label,
  folder_id: folder.id,
  folder_name: folder.name,
  status: fileId ? 'present' : 'missing',
  file_id: fileId,
});

/** Half the investor checklist is done: readiness 3 of 6 (the demo's listing says 50%). */
export const demoChecklist: ChecklistItem[] = [
  item('cap_table', 'Cap table', demoFolders[0], demoFiles[2].id),
  item('incorporation', 'Certificate of incorporation', demoFolders[0], null),
  item('financial_projections', 'Financial projections', demoFolders[1], demoFiles[1].id),
  item('budget', 'Budget', demoFolders[1], null),
  item('pitch_deck', 'Pitch deck', demoFolders[2], demoFiles[0].id),
  item('demo_video', 'Demo video', demoFolders[2], null),
];

export const demoOverview: BillingOverview = {
  available_credits: 86,
  subscription_credits: 0,
  free_credits: 0,
  purchased_credits: 86,
  used_this_month: 14,
  plan: 'free',
  plan_name: 'Free',
  status: 'active',
  subscription_id: null,
  cancel_at_period_end: false,
  next_billing_date: null,
  current_period_end: null,
  scheduled_plan_id: null,
  monthly_amount: 0,
  test_mode: true,
};

export const demoUsage: UsageResponse = {
  entries: [
    { date: day(1, 12), feature: 'chat_message', credits: 1, description: 'Chat — Alex Strategic' },
    { date: day(2), feature: 'document', credits: 8, description: 'Financial projections — PawPal - Financial Projections.md' },
    { date: day(3, 11), feature: 'chat_message', credits: 1, description: 'Chat — Riley Marketing' },
    { date: day(4), feature: 'app_generation', credits: 4, description: 'App — PawPal waitlist page' },
  ],
  daily: Array.from({ length: 30 }, (_, i) => ({ date: day(29 - i).slice(0, 10), credits: [1, 8, 1, 4][29 - i] ?? 0 })),
  total_credits: 14,
};

export const demoInvoices: Invoice[] = [{ id: 'inv-demo-1', number: 'UC-2026-000001', date: day(20), amount: 14.99, status: 'paid', description: 'Starter Pack — 100 credits' }];
export const demoPaymentMethods: PaymentMethod[] = [{ id: 'pm-demo-1', last4: '4242', brand: 'visa', exp_month: 12, exp_year: 2030, is_default: true }];

const integration = (i: Pick<Integration, 'id' | 'name' | 'description' | 'category' | 'icon' | 'connect_kind'> & Partial<Integration>): Integration => ({
  features: [],
  popular: false,
  new: false,
  available: i.connect_kind !== 'composio',
  availability_note: i.connect_kind === 'composio' ? 'Available with Composio' : null,
  status: 'disconnected',
  lastSync: null,
  favorite: false,
  events: [],
  account: null,
  error: null,
  pending_url: null,
  ...i,
});

/** A few marketplace entries: Slack connected to document and upload events, the rest not yet. */
export const demoIntegrations: Integration[] = [
  integration({ id: 'slack', name: 'Slack', description: 'Post updates from your co-founders to a channel.', category: 'Communication', icon: 'message-square', connect_kind: 'webhook', popular: true, status: 'connected', lastSync: day(0, 9), favorite: true, events: ['document.generated', 'dataroom.file_uploaded'], features: ['Channel notifications', 'Document alerts'] }),
  integration({ id: 'github', name: 'GitHub', description: 'Export app-builder projects and documents to a repository.', category: 'Development', icon: 'github', connect_kind: 'token', popular: true, features: ['Repository export', 'Repository list'] }),
  integration({ id: 'notion', name: 'Notion', description: 'Keep plans and documents in your workspace.', category: 'Productivity', icon: 'file-text', connect_kind: 'composio', popular: true, features: ['Page sync'] }),
  integration({ id: 'google-drive', name: 'Google Drive', description: 'Back up your data room.', category: 'Storage', icon: 'hard-drive', connect_kind: 'composio', features: ['File backup'] }),
];
