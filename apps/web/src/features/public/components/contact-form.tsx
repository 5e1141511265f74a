import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_REASONS, type ContactReason } from '@uc/contract';
import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

/** How long 'Message Sent!' stays before the form is empty again. */
export const SENT_MESSAGE_MS = 3000;

export const REASON_LABELS: Record<ContactReason, string> = {
  general: 'General Inquiry',
  sales: 'Sales',
  support: 'Support',
  partnership: 'Partnership',
  press: 'Press',
};

const ContactFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.email('Enter a valid email address'),
  phone: z.string().max(40),
  company: z.string().max(120),
  reason: z.enum(CONTACT_REASONS),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
type ContactFormInput = z.infer<typeof ContactFormSchema>;

const EMPTY: ContactFormInput = { name: '', email: '', phone: '', company: '', reason: 'general', subject: '', message: '' };

/** `quick` (company page): name, email, subject and message only, sent as a general inquiry. */
export function ContactForm({ variant = 'full' }: { variant?: 'full' | 'quick' }) {
  const quick = variant === 'quick';
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput>({ resolver: zodResolver(ContactFormSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      reset(EMPTY);
      send.reset();
    }, SENT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [sent, reset, send]);

  const onSubmit = handleSubmit((values) => send.mutate(values, { onSuccess: () => setSent(true) }));
  const error = send.error instanceof ApiError && !send.error.handled ? send.error.detail : send.error ? 'Could not send your message. Please try again.' : null;

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center" role="status">
        <CheckCircle2 className="h-12 w-12 text-emerald-400" aria-hidden="true" />
        <p className="text-xl font-semibold text-white">Message Sent!</p>
        <p className="text-sm text-slate-300">Thanks for reaching out. We reply within 24 hours.</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact form">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name?.message}>
          <Input id="contact-name" autoComplete="name" required invalid={!!errors.name} {...register('name')} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email?.message}>
          <Input id="contact-email" type="email" autoComplete="email" required invalid={!!errors.email} {...register('email')} />
        </Field>
        {!quick && (
          <>
            <Field id="contact-phone" label="Phone (optional)">
              <Input id="contact-phone" type="tel" autoComplete="tel" {...register('phone')} />
            </Field>
            <Field id="contact-company" label="Company (optional)">
              <Input id="contact-company" autoComplete="organization" {...register('company')} />
            </Field>
          </>
        )}
      </div>
      {!quick && (
        <Field id="contact-reason" label="Reason for contact">
          <NativeSelect id="contact-reason" {...register('reason')}>
            {CONTACT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REASON_LABELS[reason]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input id="contact-subject" required invalid={!!errors.subject} {...register('subject')} />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea id="contact-message" rows={6} required invalid={!!errors.message} {...register('message')} />
      </Field>
      <Button type="submit" isLoading={send.isPending} className="w-full sm:w-auto">
        {!send.isPending && <Send className="h-4 w-4" aria-hidden="true" />}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
