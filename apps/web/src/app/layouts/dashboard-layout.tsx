import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useUser, useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { usePublicConfig } from '@/lib/public-config';
import { isTabActive, visibleTabs } from './dashboard-tabs';
import { HackathonBadge } from './hackathon-badge';

function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

export function DashboardLayout() {
  const user = useUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);
  const activeTabRef = useRef<HTMLAnchorElement>(null);
  const { config } = usePublicConfig();

  // On narrow screens the tab bar scrolls sideways: keep the current tab in view.
  useEffect(() => {
    activeTabRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  const logout = async () => {
    setLoggingOut(true);
    // Leave the protected area first so the sign-in gate does not flash.
    navigate(paths.home.getHref(), { replace: true });
    await signOut();
    toast.success('Logged out successfully');
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-950">
      <header className="sticky top-0 z-30 border-b border-white/5 bg-slate-950/85 backdrop-blur-lg">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Link to={paths.home.getHref()} aria-label="Ultimate Co-founder home" className="rounded-lg focus-visible:outline-2 focus-visible:outline-violet-400">
              <Logo showName={false} />
            </Link>
            <div className="min-w-0">
              <h1 className="text-lg leading-tight font-semibold text-white">Dashboard</h1>
              <p className="truncate text-xs text-slate-400 sm:hidden">{user.name}</p>
            </div>
          </div>
          <div className="flex items-center gap-3">
            <div className="hidden items-center gap-2.5 sm:flex">
              <span
                className="flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-br from-violet-500 to-indigo-600 text-xs font-semibold text-white"
                aria-hidden="true"
              >
                {initials(user.name)}
              </span>
              <div className="text-right leading-tight">
                <p className="max-w-[16rem] truncate text-sm font-medium text-white">{user.name}</p>
                <p className="max-w-[16rem] truncate text-xs text-slate-400">{user.email}</p>
              </div>
            </div>
            <Button variant="secondary" size="sm" onClick={logout} isLoading={loggingOut}>
              {!loggingOut && <LogOut className="h-4 w-4" aria-hidden="true" />}
              Logout
            </Button>
          </div>
        </div>
        <nav aria-label="Dashboard" className="mx-auto max-w-7xl overflow-x-auto px-2 sm:px-4">
          <ul className="flex min-w-max gap-1">
            {visibleTabs(user.is_superuser, config).map((tab) => {
              const active = isTabActive(tab, pathname);
              const Icon = tab.icon;
              return (
                <li key={tab.to}>
                  <Link
                    to={tab.to}
                    ref={active ? activeTabRef : undefined}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-400',
                      active ? 'border-violet-400 text-white' : 'border-transparent text-slate-400 hover:border-white/20 hover:text-slate-200',
                    )}
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                    {tab.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
      <footer className="border-t border-white/5">
        <nav aria-label="Dashboard footer" className="mx-auto flex max-w-7xl flex-wrap gap-x-5 gap-y-2 px-4 py-4 text-xs text-slate-400 sm:px-6">
          <Link to={paths.systemHealth.getHref()} className="hover:text-slate-300">System health</Link>
          <Link to={paths.agentServiceTest.getHref()} className="hover:text-slate-300">Agent service tests</Link>
          <Link to={paths.documentation.getHref()} className="hover:text-slate-300">Documentation</Link>
          <Link to={paths.apiDocs.getHref()} className="hover:text-slate-300">API reference</Link>
        </nav>
      </footer>
      <HackathonBadge />
    </div>
  );
}
