import { zodResolver } from '@hookform/resolvers/zod';
import type { Position } from '@uc/contract';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useApplyToPosition } from '../api/apply-to-position';

const ApplicationFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.email('Enter a valid email address'),
  links: z
    .string()
    .max(2500)
    .refine((text) => splitLinks(text).every((l) => /^https?:\/\/\S+\.\S+/.test(l)), 'Enter links starting with http:// or https://, one per line')
    .refine((text) => splitLinks(text).length <= 5, 'At most 5 links'),
  cover_note: z.string().trim().min(1, 'Tell us a little about yourself').max(5000),
});
type ApplicationFormInput = z.infer<typeof ApplicationFormSchema>;

function splitLinks(text: string) {
  return text
    .split(/[\s,]+/)
    .map((l) => l.trim())
    .filter(Boolean);
}

export function ApplicationForm({ position, onDone }: { position: Position; onDone: () => void }) {
  const apply = useApplyToPosition();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApplicationFormInput>({ resolver: zodResolver(ApplicationFormSchema), defaultValues: { name: '', email: '', links: '', cover_note: '' } });

  if (apply.isSuccess) {
    return (
      <div className="space-y-4 text-center" role="status">
        <CheckCircle2 className="mx-auto h-10 w-10 text-emerald-400" aria-hidden="true" />
        <p className="font-semibold text-white">Application sent!</p>
        <p className="text-sm text-slate-300">{apply.data.message}</p>
        <Button onClick={onDone}>Close</Button>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) =>
    apply.mutate({ positionId: position.id, body: { name: values.name, email: values.email, links: splitLinks(values.links), cover_note: values.cover_note } }),
  );
  const error = apply.error instanceof ApiError && !apply.error.handled ? apply.error.detail : apply.error ? 'Could not send your application. Please try again.' : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={`Apply for ${position.title}`}>
      {error && <Alert tone="error">{error}</Alert>}
      <Field id="apply-name" label="Full Name" error={errors.name?.message}>
        <Input id="apply-name" autoComplete="name" invalid={!!errors.name} {...register('name')} />
      </Field>
      <Field id="apply-email" label="Email" error={errors.email?.message}>
        <Input id="apply-email" type="email" autoComplete="email" invalid={!!errors.email} {...register('email')} />
      </Field>
      <Field id="apply-links" label="Links (CV, LinkedIn, GitHub, portfolio)" error={errors.links?.message} hint="Optional. One per line, up to 5.">
        <Textarea id="apply-links" rows={3} className="min-h-20" invalid={!!errors.links} placeholder="https://" {...register('links')} />
      </Field>
      <Field id="apply-cover" label="Cover Note" error={errors.cover_note?.message}>
        <Textarea id="apply-cover" rows={5} invalid={!!errors.cover_note} {...register('cover_note')} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={apply.isPending}>
          {apply.isPending ? 'Sending...' : 'Send Application'}
        </Button>
      </div>
    </form>
  );
}
