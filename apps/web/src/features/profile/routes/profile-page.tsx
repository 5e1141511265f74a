import { Bell, Settings2, Shield, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NotificationsTab } from '../components/notifications-tab';
import { PreferencesTab } from '../components/preferences-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';

const TABS = ['profile', 'security', 'notifications', 'preferences'] as const;
type Tab = (typeof TABS)[number];

/** /dashboard/profile: the tab is kept in ?tab= so a reload or a shared link opens the same one. */
export function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'profile';
  return (
    <Tabs value={tab} onValueChange={(v) => setParams(v === 'profile' ? {} : { tab: v }, { replace: true })} className="space-y-6">
      <TabsList className="flex-wrap">
        <TabsTrigger value="profile">
          <UserRound className="h-4 w-4" aria-hidden="true" /> Profile
        </TabsTrigger>
        <TabsTrigger value="security">
          <Shield className="h-4 w-4" aria-hidden="true" /> Security
        </TabsTrigger>
        <TabsTrigger value="notifications">
          <Bell className="h-4 w-4" aria-hidden="true" /> Notifications
        </TabsTrigger>
        <TabsTrigger value="preferences">
          <Settings2 className="h-4 w-4" aria-hidden="true" /> Preferences
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab />
      </TabsContent>
      <TabsContent value="security">
        <SecurityTab />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab />
      </TabsContent>
      <TabsContent value="preferences">
        <PreferencesTab />
      </TabsContent>
    </Tabs>
  );
}
