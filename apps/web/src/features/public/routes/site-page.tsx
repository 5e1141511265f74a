import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PageHero } from '../components/page-hero';
import { AI_COFOUNDERS_PAGE, PRIVACY_PAGE, TERMS_PAGE, USE_CASE_PAGES, type SitePage } from '../content/site-pages';

function SitePageView({ page }: { page: SitePage }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} description={page.description} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 sm:px-6">
        {page.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold text-white">{section.heading}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className="mt-3 text-slate-300">
                {text}
              </p>
            ))}
            {section.bullets && (
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-300">
                {section.bullets.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

export const AiCofoundersPage = () => <SitePageView page={AI_COFOUNDERS_PAGE} />;
export const TermsPage = () => <SitePageView page={TERMS_PAGE} />;
export const PrivacyPage = () => <SitePageView page={PRIVACY_PAGE} />;

export function UseCasePage() {
  const { slug = '' } = useParams();
  const page = USE_CASE_PAGES[slug];
  return page ? <SitePageView page={page} /> : <Navigate to={paths.home.getHref()} replace />;
}
