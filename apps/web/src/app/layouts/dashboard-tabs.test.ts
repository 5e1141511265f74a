import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, isTabActive, visibleTabs } from './dashboard-tabs';

const tab = (label: string) => DASHBOARD_TABS.find((t) => t.label === label)!;

describe('dashboard tab rules', () => {
  it('Chat is active on /dashboard and /dashboard/ only', () => {
    expect(isTabActive(tab('Chat'), '/dashboard')).toBe(true);
    expect(isTabActive(tab('Chat'), '/dashboard/')).toBe(true);
    expect(isTabActive(tab('Chat'), '/dashboard/billing')).toBe(false);
  });

  it('other tabs are active when the path starts with theirs', () => {
    expect(isTabActive(tab('Data Room'), '/dashboard/data-room')).toBe(true);
    expect(isTabActive(tab('Data Room'), '/dashboard/data-room/folder/1')).toBe(true);
    expect(isTabActive(tab('Billing'), '/dashboard/data-room')).toBe(false);
  });

  it('Admin is only visible to superusers and sits before Profile', () => {
    expect(visibleTabs(false).map((t) => t.label)).not.toContain('Admin');
    const labels = visibleTabs(true).map((t) => t.label);
    expect(labels.indexOf('Admin')).toBe(labels.indexOf('Profile') - 1);
  });

  it('Video Studio shows only when the install has a Tavus key (config.video_studio)', () => {
    expect(visibleTabs(false).map((t) => t.label)).not.toContain('Video Studio');
    expect(visibleTabs(false, { video_studio: false }).map((t) => t.label)).not.toContain('Video Studio');
    const tabs = visibleTabs(false, { video_studio: true });
    expect(tabs.find((t) => t.label === 'Video Studio')?.to).toBe('/dashboard/video-studio');
  });
});
