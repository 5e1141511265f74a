import type { LucideIcon } from 'lucide-react';
import { BarChart3, FileText, KeyRound, Presentation, Rocket, Video } from 'lucide-react';

/** Written walkthroughs: reading time is an estimate, and no view counts are shown (we have none). */
export type Tutorial = { id: string; title: string; description: string; duration: string; date: string; icon: LucideIcon; steps: string[] };

export const TUTORIALS: Tutorial[] = [
  {
    id: 'first-business-plan',
    title: 'Your first business plan in 10 minutes',
    description: 'Describe your idea in chat and get a downloadable business plan from the team.',
    duration: '10 min',
    date: '2025-06-20',
    icon: FileText,
    steps: ['Open the dashboard chat.', 'Fill in your startup profile: name, idea, customers and pricing.', 'Open the Startup tab: check the business model it read, your price and the forecast the plan will print; Save.', 'Ask: "Create a business plan".', 'Confirm the offer card (8 credits; nothing is charged before you confirm).', 'Read it in the preview panel; the PDF is saved in your data room.'],
  },
  {
    id: 'pitch-deck',
    title: 'Build an investor pitch deck',
    description: 'Turn your plan into a 12 to 15 slide deck and rehearse it with Alex.',
    duration: '15 min',
    date: '2025-06-22',
    icon: Presentation,
    steps: ['Ask Alex for a pitch deck and name your target investors.', 'Review the slides in the preview panel.', 'Ask for changes slide by slide.', 'Download the .pptx and edit it in PowerPoint or Keynote.'],
  },
  {
    id: 'financial-model',
    title: 'A financial model with live formulas',
    description: 'Ask Jordan for a three-year model and adjust the assumptions yourself.',
    duration: '12 min',
    date: '2025-06-24',
    icon: BarChart3,
    steps: ['Set your pricing and growth on the Startup tab: the charts update as you type; Save.', 'Give Jordan your pricing and expected customers per month, or ask for the model.', 'Download the .xlsx model: it holds the same assumptions, with their source colour-coded.', 'Change a price or rate on the Assumptions sheet: revenue, profit and cash follow; customer growth is recomputed on the Startup tab.'],
  },
  {
    id: 'prototype',
    title: 'Generate a working prototype',
    description: 'Describe an app and let Taylor generate a web project you can preview.',
    duration: '8 min',
    date: '2025-06-26',
    icon: Rocket,
    steps: ['Describe the app: who uses it and the three things it must do.', 'Preview the generated app in the side panel.', 'Ask for changes, then download the project.'],
  },
  {
    id: 'live-session',
    title: 'Your first live session',
    description: 'Meet an agent in a video call to work through a problem together.',
    duration: '6 min',
    date: '2025-06-28',
    icon: Video,
    steps: ['Click the video button in the chat header.', 'Choose the agent, avatar style and voice style.', 'Allow camera and microphone access.', 'End the call from the same button.'],
  },
  {
    id: 'api-keys',
    title: 'Automate with the API',
    description: 'Create an API key and call the API from a script.',
    duration: '7 min',
    date: '2025-06-30',
    icon: KeyRound,
    steps: ['Open the API reference and choose "Get Your API Key".', 'Name the key and copy it: it is shown once.', 'Send it as "Authorization: Bearer uc_..." from your script.'],
  },
];
