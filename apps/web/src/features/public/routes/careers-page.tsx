import type { Position } from '@uc/contract';
import { Briefcase, Globe2, GraduationCap, HeartPulse, MapPin, Rocket, Search, Sparkles, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePositions } from '../api/get-positions';
import { InfoGrid, PageHero, PageSection } from '../components/page-hero';
import { ALL, distinct, filterPositions } from '../components/position-filters';
import { PositionDialog } from '../components/position-dialog';

const WHY_JOIN = [
  { icon: Rocket, title: 'Build for founders', text: 'What you ship reaches founders the same week.' },
  { icon: Sparkles, title: 'Frontier AI', text: 'Work on multi-agent systems that do real work, not demos.' },
  { icon: Globe2, title: 'Remote first', text: 'Work from where you do your best work, with a yearly offsite.' },
  { icon: Users, title: 'Small, senior team', text: 'Few meetings, high trust and real ownership of your area.' },
  { icon: GraduationCap, title: 'Keep learning', text: 'A $5,000 yearly budget for courses, books and conferences.' },
  { icon: HeartPulse, title: 'Care for people', text: 'Full health cover and 16 weeks of paid parental leave.' },
];

const BENEFITS = [
  { title: 'Competitive salary', text: 'Salary ranges from $120,000 to $200,000, published on every position.' },
  { title: 'Equity', text: 'Every team member owns part of what we build.' },
  { title: 'Unlimited PTO', text: 'Take the time you need, with a 20-day minimum we actually encourage.' },
  { title: 'Parental leave', text: '16 weeks of fully paid leave for every new parent.' },
  { title: 'Learning budget', text: '$5,000 a year for your professional development.' },
  { title: 'Home office', text: 'A budget to set up a comfortable, ergonomic workspace.' },
];

export function CareersPage() {
  const positions = usePositions();
  const [query, setQuery] = useState('');
  const [department, setDepartment] = useState(ALL);
  const [location, setLocation] = useState(ALL);
  const [selected, setSelected] = useState<Position | null>(null);

  const all = useMemo(() => positions.data ?? [], [positions.data]);
  const departments = useMemo(() => distinct(all.map((p) => p.department)), [all]);
  const locations = useMemo(() => distinct(all.map((p) => p.location)), [all]);
  const visible = useMemo(() => filterPositions(all, { query, department, location }), [all, query, department, location]);

  return (
    <>
      <PageHero eyebrow="Careers" title="Help founders build the future" description="Join a small team giving every founder a full AI founding team.">
        <Button asChild size="lg">
          <a href="#open-positions">See open positions</a>
        </Button>
      </PageHero>

      <PageSection>
        <h2 className="mb-8 text-center text-2xl font-bold text-white">Why join us</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {WHY_JOIN.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-white/10 bg-slate-900/60 p-6">
              <Icon className="h-6 w-6 text-violet-300" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-white">{title}</h3>
              <p className="mt-1 text-sm text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section id="open-positions" className="mx-auto max-w-6xl scroll-mt-[100px] px-4 py-14 sm:px-6" aria-labelledby="positions-heading">
        <h2 id="positions-heading" className="mb-6 text-2xl font-bold text-white">
          Open Positions
        </h2>
        <div className="mb-6 grid gap-3 md:grid-cols-[1fr_220px_220px]">
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <Input type="search" aria-label="Search positions" placeholder="Search positions..." value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" />
          </div>
          <NativeSelect aria-label="Department" value={department} onChange={(e) => setDepartment(e.target.value)}>
            <option value={ALL}>All Departments</option>
            {departments.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect aria-label="Location" value={location} onChange={(e) => setLocation(e.target.value)}>
            <option value={ALL}>All Locations</option>
            {locations.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>

        {positions.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Loading positions" />
          </div>
        ) : positions.isError ? (
          <Alert tone="error">
            Could not load the open positions.{' '}
            <button type="button" className="cursor-pointer underline" onClick={() => void positions.refetch()}>
              Try again
            </button>
          </Alert>
        ) : visible.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-white/15 p-10 text-center">
            <p className="font-medium text-white">No positions found</p>
            <p className="mt-1 text-sm text-slate-400">Try a different search or clear the filters.</p>
          </div>
        ) : (
          <ul className="space-y-3" aria-label="Positions">
            {visible.map((p) => (
              <li key={p.id} className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-slate-900/60 p-5 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <h3 className="font-semibold text-white">{p.title}</h3>
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-400">
                    <span className="inline-flex items-center gap-1">
                      <Briefcase className="h-4 w-4" aria-hidden="true" /> {p.department}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="h-4 w-4" aria-hidden="true" /> {p.location}
                    </span>
                    <span>{p.type}</span>
                    <span>{p.salary}</span>
                  </p>
                </div>
                <Button variant="secondary" onClick={() => setSelected(p)} aria-label={`View position: ${p.title}`}>
                  View Position
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PageSection>
        <h2 className="mb-8 text-center text-2xl font-bold text-white">Benefits &amp; perks</h2>
        <InfoGrid items={BENEFITS} headingLevel={3} />
        <div className="mt-12 rounded-3xl border border-white/10 bg-slate-900/60 p-8 text-center">
          <h2 className="text-xl font-semibold text-white">Don’t see the right role?</h2>
          <p className="mt-2 text-sm text-slate-400">We are always happy to meet great people. Tell us what you would like to work on.</p>
          <Button asChild className="mt-5" variant="secondary">
            <Link to={paths.contact.getHref()}>Send Your Resume</Link>
          </Button>
        </div>
      </PageSection>

      <PositionDialog position={selected} onClose={() => setSelected(null)} />
    </>
  );
}
