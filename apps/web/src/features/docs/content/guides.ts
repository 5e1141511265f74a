import { mcpSnippets, mcpUrl } from '@/lib/mcp-connect';

/** The written guides of /documentation. Plain text and code only: rendered as text, never as HTML. */
export type GuideSection = { id: string; title: string; paragraphs: string[]; code?: { language: string; code: string } };
export type Guide = { id: string; title: string; description: string; sections: GuideSection[] };

/** The MCP endpoint on the origin the documentation is read on. */
const MCP_URL = mcpUrl(typeof window === 'undefined' ? 'https://your-app-host' : window.location.origin);

export const GUIDES: Guide[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Create your account, set up your startup profile and run your first project with your AI Co-founder team.',
    sections: [
      {
        id: 'introduction',
        title: 'Introduction',
        paragraphs: [
          'Ultimate Co-founder gives you five AI co-founders: Alex Strategic, Sam Product, Taylor Tech, Jordan Ops and Morgan Marketing. They share one picture of your startup, answer in chat, generate business documents and prototypes, and meet you in live sessions.',
          'Everything you do costs a fixed number of credits, shown before you spend them. Failed generations cost nothing.',
        ],
      },
      {
        id: 'account-setup',
        title: 'Account Setup',
        paragraphs: [
          'Sign up with your name, email and a password, then open the verification link we email you. Verifying activates the account and adds your free credits.',
          'You can also sign in through the API: exchange your email and password for an access token valid for one hour.',
        ],
        code: {
          language: 'bash',
          code: `curl -X POST "$BASE_URL/api/v1/auth/login" \\
  -H "Content-Type: application/json" \\
  -d '{"email": "you@example.com", "password": "your-password"}'`,
        },
      },
      {
        id: 'first-project',
        title: 'Your First Project',
        paragraphs: [
          'Open the dashboard and describe what you want in the chat, for example: "Create a business plan for a meal-planning app for busy parents". The chat first offers what it will make and what it costs (a document is 8 credits, an app 5); nothing is charged until you confirm. The result then appears in the preview panel, ready to download.',
          'Generated documents are saved to your data room, where you can organise them in folders and share them with investors.',
        ],
      },
      {
        id: 'agent-communication',
        title: 'Communicating with Agents',
        paragraphs: [
          'Be specific about the outcome, the audience and the constraints. "A 12-slide seed pitch deck for European investors, focus on traction" gives better results than "make a deck".',
          'Mention an agent by role to ask them directly, or ask for several perspectives and let the orchestrator combine them. Follow-up messages refine the last result.',
        ],
      },
    ],
  },
  {
    id: 'agent-system',
    title: 'AI Co-founder Agents',
    description: 'What each of the five agents does, when to ask them, and what they produce.',
    sections: [
      {
        id: 'strategic',
        title: 'Alex Strategic: Strategic Advisor',
        paragraphs: [
          'Alex works on the big picture: market sizing, competitive analysis, positioning, business models and fundraising strategy.',
          'Ask Alex for a market analysis, a competitor landscape, a pricing strategy or the narrative of your pitch. Typical outputs: market analysis reports, business plans and investor pitch decks.',
        ],
      },
      {
        id: 'product',
        title: 'Sam Product: Product Manager',
        paragraphs: [
          'Sam turns ideas into products people want: problem statements, personas, MVP scope, roadmaps and user stories.',
          'Ask Sam to prioritise features, write user stories with acceptance criteria or prepare customer interview guides. Typical outputs: product roadmaps and user story backlogs.',
        ],
      },
      {
        id: 'technical',
        title: 'Taylor Tech: Tech Lead',
        paragraphs: [
          'Taylor designs and builds: architecture, technology choices, technical specifications and working prototypes.',
          'Ask Taylor to generate an app from a description, review a technical plan or estimate the effort of a feature. Typical outputs: technical specifications and generated web projects you can preview and download.',
        ],
      },
      {
        id: 'operations',
        title: 'Jordan Ops: Operations Manager',
        paragraphs: [
          'Jordan keeps the company running: processes, team structure, hiring plans, budgets, financial models and legal checklists.',
          'Ask Jordan for a three-year financial model, an operations plan or the steps to incorporate. Typical outputs: Excel financial models with live formulas and process documentation.',
        ],
      },
      {
        id: 'marketing',
        title: 'Morgan Marketing: Marketing Director',
        paragraphs: [
          'Morgan brings customers in: brand, messaging, go-to-market strategy, content and growth experiments.',
          'Ask Morgan for a launch plan, a content calendar or landing page copy. Typical outputs: marketing plans and brand strategy documents.',
        ],
      },
      {
        id: 'agent-tools',
        title: 'What the agents can look at',
        paragraphs: [
          'When this install has an AI model connected, every agent can use tools while it answers: search your data room and read one of your files, read your startup model, propose a change to one of its assumptions, and offer a document or an app. Each step shows in the chat as it happens and is kept with the answer. The tools only ever see your own account: asking for another account’s file gives the agent an error, never the file.',
          'Nothing a tool does changes your data or spends credits on its own. A proposed assumption change is saved only when you confirm it in the chat, and an offered document or app is made and charged only when you click it. An answer costs its usual price however many tools it used, and an answer that stops early costs nothing.',
          'When the operator has also set up web research (Tavily and Firecrawl), the agents can search the web and read public pages, at most three times per answer. Each result gets a number: a sentence drawing on it ends with that number, e.g. [1], and the answer ends with the list of sources, their addresses and the date they were read.',
          'Documents asked for from the chat are researched the same way when web research is set up, with or without a model: a market analysis, a competitive analysis and a pitch deck get a “Market research” or “Competitor research” section (a slide in the deck) quoting what each source says, with its number, and a Sources list at the end; the data room’s description of the file says so too. A figure the AI writes must come from your startup model or from a numbered source, or the sentence is left out. Without research, the market figures are marked as defaults for you to verify and no source is ever made up.',
          'Without a connected model, the built-in offline engine answers from your startup profile, startup model and data room, and the agents have no tools.',
        ],
      },
      {
        id: 'ai-engines',
        title: 'Which AI engine answers (for operators)',
        paragraphs: [
          'A superuser chooses the engine on Admin → AI. The choice is saved in the database and takes effect on the next answer on every instance, without a restart. When LLM_PROVIDER is set in the environment it wins, and the screen says so.',
          'Built-in offline engine (the default): template answers built from the startup profile, startup model and data room. No model and no key; nothing leaves the server. It does not answer open questions the way a language model does, and the agents have no tools.',
          'OpenAI or Anthropic: their hosted models with your API key; the prompts are sent to that provider. OpenAI-compatible server (Ollama, LM Studio, vLLM, Groq…): any server speaking the Chat Completions API at the base URL you enter. Tool calling and structured output work only when the chosen model supports them; each has a switch on the screen.',
          'Local model: shown on the screen only when this server includes the local engine. The model is downloaded when a superuser clicks Download, never on its own; until it is ready, the offline engine answers and the screen says why.',
          'API keys are stored encrypted and never shown again. Test sends one short request to the provider and shows how long it took and what the model replied, or what went wrong (wrong key, unreachable, model not found).',
        ],
      },
    ],
  },
  {
    id: 'livekit-integration',
    title: 'LiveKit Integration',
    description: 'Meet your agents in real-time video and voice sessions: through a LiveKit server when this install has one, otherwise in local mode with your own camera and microphone.',
    sections: [
      {
        id: 'setup',
        title: 'Setup',
        paragraphs: [
          'Live sessions use LiveKit. A server operator sets LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET (and points the LiveKit webhook at /api/v1/livekit/webhook). Without them, sessions run in local mode: the session, its chat with the agents and its credits are real, your camera, microphone and screen stay in your browser, and the screen says so.',
          'You need a browser with WebRTC support, camera and microphone permission, and a connection of at least 1 Mbps for video.',
        ],
        code: { language: 'bash', code: 'LIVEKIT_URL=wss://your-project.livekit.cloud\nLIVEKIT_API_KEY=your-api-key\nLIVEKIT_API_SECRET=your-api-secret' },
      },
      {
        id: 'video-sessions',
        title: 'Video Sessions',
        paragraphs: [
          'Start a live session from the Live session button in the dashboard chat: pick the agents and video, voice or screen share. It costs 5 credits once it connects (nothing if it never does) and 1 credit per agent answer. A video call from the chat header (choose the agent, an avatar style and a voice style) costs 5 credits and requires a plan that includes video calls.',
          'Video adapts to your connection: 1280×720 when bandwidth allows, falling back to 640×360 or 320×180.',
        ],
      },
      {
        id: 'voice-sessions',
        title: 'Voice Sessions',
        paragraphs: ['Voice sessions work like video sessions without the camera. A meter shows your microphone level; mute, unmute and choose the microphone from the session controls. Agents answer in the session chat, and can read their answers aloud with your browser’s voice.'],
      },
      {
        id: 'screen-sharing',
        title: 'Screen Sharing',
        paragraphs: ['Share a window or your whole screen while you talk a prototype, a spreadsheet or a slide through. Your browser asks which screen to share; stop sharing from the same control. The agents work from what you write in the session chat; they do not see the screen.'],
      },
      {
        id: 'recording-sessions',
        title: 'Recording Sessions',
        paragraphs: ['The app does not record sessions; every session keeps its chat transcript, which you can reopen from Past sessions. A LiveKit project with egress can record rooms on its own side: always tell other participants before you record.'],
      },
    ],
  },
  {
    id: 'mcp',
    title: 'Use with Your Assistant (MCP)',
    description: 'Connect Claude Desktop, Cursor, ChatGPT or the MCP Inspector to your startup model, data room and documents with an API key.',
    sections: [
      {
        id: 'mcp-overview',
        title: 'What your assistant can do',
        paragraphs: [
          `Ultimate Co-founder runs a Model Context Protocol server at ${MCP_URL} (Streamable HTTP, stateless). An assistant connected with one of your API keys reads your startup model with where each number came from, the forecast for the base, bear and bull scenarios, the market sizing with its formulas, your data room (full-text search and file text), your generated documents with their sources, the data-room readiness and the open questions.`,
          'With the propose scope it can also propose an assumption change, which appears as a card in your chat (in the thread "From your assistant (MCP)") and is saved only when you confirm it, and offer a document, which gives you the link to generate it: nothing is generated or charged from the assistant.',
          'Each key may make 100 requests per minute. Every call is recorded with the key, and the API keys list shows when each key was last used. Revoking the key disconnects the assistant at once.',
        ],
      },
      {
        id: 'mcp-keys',
        title: 'Create a key with its scopes',
        paragraphs: [
          'Open the API reference (/api), choose "Get Your API Key" and name the key after the assistant that will use it. Tick "Read" to let it read your startup, and "Propose" to let it put proposals in your chat. Keys created before scopes existed can only read.',
          'After the key is created, "Use with an assistant" shows the settings below with your key already filled in. Copy them then: the key is shown only once.',
        ],
      },
      ...mcpSnippets(MCP_URL).map((s) => ({ id: `mcp-${s.id}`, title: s.label, paragraphs: [s.note], code: { language: s.language, code: s.code } })),
      {
        id: 'mcp-tools',
        title: 'Tools, resources and prompts',
        paragraphs: [
          'Read tools: get_startup_model, get_forecast (scenario base, bear or bull), get_market_sizing, search_data_room, read_file (up to 20,000 characters a call, with an offset to read on), list_documents, get_readiness, get_open_questions. Propose tools: propose_assumption_change, offer_document.',
          'Money is always in integer minor units with its currency (14900 in USD is $149.00). Resources: uc://startup/model, uc://startup/forecast/base (and bear, bull), uc://startup/market, uc://startup/questions, uc://data-room/readiness, uc://documents and each generated document at uc://documents/{id}.',
          'Prompts: investor_update, pitch_meeting_prep and pricing_review attach the right data to the request, so the assistant starts from your model\'s own figures.',
        ],
      },
    ],
  },
];

export const guideById = (id: string) => GUIDES.find((g) => g.id === id);
