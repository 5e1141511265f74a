import type { Position } from '@uc/contract';
import { Briefcase, Calendar, DollarSign, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApplicationForm } from './application-form';

const postedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function DetailList({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-white">{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Opens on View Position; Apply Now swaps the details for the application form. */
export function PositionDialog({ position, onClose }: { position: Position | null; onClose: () => void }) {
  const [applying, setApplying] = useState(false);
  const close = () => {
    setApplying(false);
    onClose();
  };
  return (
    <Dialog open={position !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-2xl">
        {position && (
          <div className="space-y-5">
            <div className="pr-8">
              <DialogTitle className="text-xl font-semibold text-white">{applying ? `Apply for ${position.title}` : position.title}</DialogTitle>
              <DialogDescription className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-400">
                <span className="inline-flex items-center gap-1">
                  <Briefcase className="h-4 w-4" aria-hidden="true" /> {position.department} · {position.type}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MapPin className="h-4 w-4" aria-hidden="true" /> {position.location}
                </span>
                <span className="inline-flex items-center gap-1">
                  <DollarSign className="h-4 w-4" aria-hidden="true" /> {position.salary}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Calendar className="h-4 w-4" aria-hidden="true" /> Posted {postedFormat.format(new Date(position.posted))}
                </span>
              </DialogDescription>
            </div>
            {applying ? (
              <ApplicationForm position={position} onDone={close} />
            ) : (
              <>
                <section>
                  <h3 className="mb-2 text-sm font-semibold text-white">About the role</h3>
                  <p className="text-sm text-slate-300">{position.description}</p>
                </section>
                <DetailList title="Responsibilities" items={position.responsibilities} />
                <DetailList title="Requirements" items={position.requirements} />
                <DetailList title="Benefits" items={position.benefits} />
                <div className="flex justify-end gap-2 border-t border-white/10 pt-4">
                  <Button variant="secondary" onClick={close}>
                    Close
                  </Button>
                  <Button onClick={() => setApplying(true)}>Apply Now</Button>
                </div>
              </>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
