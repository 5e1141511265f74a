import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** Every link leads to a real page: visitors following /data-room or /integrations meet the sign-in gate. */
export const FOOTER_COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'AI Assistants', to: paths.aiCofounders.getHref() },
      { label: 'Data Room', to: paths.legacy.dataRoom.path },
      { label: 'Integrations', to: paths.legacy.integrations.path },
      { label: 'API', to: paths.apiDocs.getHref() },
    ],
  },
  {
    title: 'Use Cases',
    links: [
      { label: 'Product Strategy', to: paths.useCase.getHref('product-strategy') },
      { label: 'Go-to-Market', to: paths.useCase.getHref('go-to-market') },
      { label: 'Fundraising', to: paths.useCase.getHref('fundraising') },
      { label: 'Operations', to: paths.useCase.getHref('operations') },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about.getHref() },
      { label: 'Company', to: paths.company.getHref() },
      { label: 'Pricing', to: paths.pricing.getHref() },
      { label: 'Careers', to: paths.careers.getHref() },
      { label: 'Contact', to: paths.contact.getHref() },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', to: paths.documentation.getHref() },
      { label: 'API Reference', to: paths.apiDocs.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.termsOfService.getHref() },
      { label: 'Privacy Policy', to: paths.privacyPolicy.getHref() },
    ],
  },
];

export function PublicFooter() {
  return (
    <footer className="border-t border-white/5 bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_repeat(5,1fr)]">
        <div className="space-y-4 sm:col-span-2 lg:col-span-1">
          <Logo />
          <p className="max-w-sm text-sm text-slate-400">Your 24/7 AI Co-founder team for building, growing, and scaling successful startups.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold text-white">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="rounded text-sm text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/5 py-6 text-center text-xs text-slate-400">© 2025 Ultimate Co-founder. All rights reserved.</div>
    </footer>
  );
}
