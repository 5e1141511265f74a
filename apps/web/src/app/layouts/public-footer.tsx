import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Pricing', to: paths.pricing.getHref() },
      { label: 'Documentation', to: paths.documentation.getHref() },
      { label: 'API', to: paths.apiDocs.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about.getHref() },
      { label: 'Company', to: paths.company.getHref() },
      { label: 'Careers', to: paths.careers.getHref() },
      { label: 'Contact', to: paths.contact.getHref() },
    ],
  },
];

export function PublicFooter() {
  return (
    <footer className="border-t border-white/5 bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-sm text-sm text-slate-400">Your 24/7 AI Co-founder team for building, growing, and scaling successful startups.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold text-white">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded text-sm text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/5 py-6 text-center text-xs text-slate-500">© 2025 Ultimate Co-founder. All rights reserved.</div>
    </footer>
  );
}
