import { clsx } from 'clsx';
import { LayoutDashboard, Menu, X } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { AuthMode } from '@/features/auth/components/auth-panel';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { takeReturnTo } from '@/lib/auth-storage';
import { scrollToAnchor, useScrolledPast } from '@/lib/scroll';

// The forms load when the modal first opens, not with the landing page.
const AuthModal = lazy(() => import('@/features/auth/components/auth-modal').then((m) => ({ default: m.AuthModal })));

export const PUBLIC_NAV = [
  { label: 'Pricing', to: paths.pricing.getHref() },
  { label: 'About', to: paths.about.getHref() },
  { label: 'Documentation', to: paths.documentation.getHref() },
  { label: 'API', to: paths.apiDocs.getHref() },
  { label: 'Careers', to: paths.careers.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
];

/** In-page sections of the landing page; jumps leave 100 px for the sticky header. */
export const LANDING_ANCHORS = [
  { label: 'Features', id: 'features' },
  { label: 'How It Works', id: 'how-it-works' },
  { label: 'FAQ', id: 'faq' },
];
const LANDING_PAGE_NAV = PUBLIC_NAV.filter((item) => item.label !== 'About' && item.label !== 'Careers');

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-violet-400',
    isActive ? 'text-white' : 'text-slate-400 hover:text-white',
  );

export function PublicHeader() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [modal, setModal] = useState<AuthMode | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrolledPast();
  const onLanding = useLocation().pathname === paths.home.path;
  const pageLinks = onLanding ? LANDING_PAGE_NAV : PUBLIC_NAV;

  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (scrollToAnchor(id)) {
      event.preventDefault();
      window.history.replaceState(null, '', `#${id}`);
    }
    setMenuOpen(false);
  };
  const anchorLinks = onLanding
    ? // The FAQ is shown to signed-out visitors only.
      LANDING_ANCHORS.filter((anchor) => !user || anchor.id !== 'faq').map((anchor) => (
        <a key={anchor.id} href={`#${anchor.id}`} onClick={(e) => jumpTo(e, anchor.id)} className={navLinkClass({ isActive: false })}>
          {anchor.label}
        </a>
      ))
    : null;

  const openModal = (mode: AuthMode) => {
    setMenuOpen(false);
    setModal(mode);
  };

  const actions = user ? (
    <Button asChild size="sm">
      <Link to={paths.dashboard.root.getHref()}>
        <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
        Dashboard
      </Link>
    </Button>
  ) : (
    <>
      <Button variant="ghost" size="sm" onClick={() => openModal('signin')}>
        Sign In
      </Button>
      <Button size="sm" onClick={() => openModal('register')}>
        Get Started
      </Button>
    </>
  );

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={clsx(
        'sticky top-0 z-30 border-b transition-colors duration-200',
        scrolled ? 'border-white/10 bg-slate-950/95 shadow-lg shadow-black/30 backdrop-blur-lg' : 'border-transparent bg-slate-950/40',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home.getHref()} aria-label="Ultimate Co-founder home" className="rounded-lg focus-visible:outline-2 focus-visible:outline-violet-400">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {anchorLinks}
          {pageLinks.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">{actions}</div>
        <button
          type="button"
          className="cursor-pointer rounded-md p-2 text-slate-300 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-violet-400 lg:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-white/5 px-4 pt-2 pb-4 lg:hidden">
          <nav aria-label="Mobile" className="flex flex-col">
            {anchorLinks}
            {pageLinks.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass} onClick={() => setMenuOpen(false)}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-3 flex gap-2">{actions}</div>
        </div>
      )}
      {modal !== null && (
        <Suspense fallback={null}>
          <AuthModal
            open
            onOpenChange={(open) => !open && setModal(null)}
            mode={modal}
            onAuthenticated={() => navigate(takeReturnTo() ?? paths.dashboard.root.getHref())}
          />
        </Suspense>
      )}
    </header>
  );
}
