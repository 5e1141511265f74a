import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HackathonBadge } from './hackathon-badge';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Header, page, footer and the hackathon badge; children replace the route outlet (the sign-in gate uses that). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-950">
      <PublicHeader />
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <PublicFooter />
      <HackathonBadge />
    </div>
  );
}
