import type { PublicConfig } from '@uc/contract';
import { AppWindow, Clapperboard, Contact, CreditCard, FolderLock, LineChart, MessageSquare, Plug, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

export type DashboardTab = { label: string; to: string; icon: LucideIcon; index?: boolean; superuserOnly?: boolean; alsoActiveFor?: string[]; /** Shown only when the install's config turns the feature on. */ needs?: 'video_studio' };

/** Order matters: Admin sits before Profile and only superusers see it. */
export const DASHBOARD_TABS: DashboardTab[] = [
  { label: 'Chat', to: paths.dashboard.root.getHref(), icon: MessageSquare, index: true },
  { label: 'Startup', to: paths.dashboard.startup.getHref(), icon: LineChart },
  { label: 'App Builder', to: paths.dashboard.appBuilder.getHref(), icon: AppWindow },
  { label: 'Data Room', to: paths.dashboard.dataRoom.getHref(), icon: FolderLock },
  { label: 'Integrations', to: paths.dashboard.integrations.getHref(), icon: Plug },
  { label: 'Leads', to: paths.dashboard.leads.getHref(), icon: Contact },
  { label: 'Video Studio', to: paths.dashboard.videoStudio.getHref(), icon: Clapperboard, needs: 'video_studio' },
  { label: 'Billing', to: paths.dashboard.billing.getHref(), icon: CreditCard },
  { label: 'Admin', to: paths.dashboard.admin.getHref(), icon: ShieldCheck, superuserOnly: true, alsoActiveFor: [paths.legacy.superuser.path] },
  { label: 'Profile', to: paths.dashboard.profile.getHref(), icon: UserRound },
];

/** The video studio needs a Tavus key: its tab is hidden until the config says the install has one. */
export function visibleTabs(isSuperuser: boolean, config?: Pick<PublicConfig, 'video_studio'>) {
  return DASHBOARD_TABS.filter((tab) => (!tab.superuserOnly || isSuperuser) && (!tab.needs || config?.[tab.needs] === true));
}

/** Chat is active on /dashboard and /dashboard/ only; the others when the path starts with theirs. */
export function isTabActive(tab: DashboardTab, pathname: string) {
  if (tab.index) return pathname === tab.to || pathname === `${tab.to}/`;
  return pathname.startsWith(tab.to) || (tab.alsoActiveFor ?? []).some((p) => pathname.startsWith(p));
}
