import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAccountIncludes } from './account-includes';
import { AuthHeading } from './auth-heading';
import { DevMailboxNote } from './dev-mailbox-note';

/** Shown after registration: the account exists but needs its e-mail verified. */
export function CheckEmail({ email, onBackToLogin }: { email: string; onBackToLogin: () => void }) {
  const benefits = useAccountIncludes();
  return (
    <div className="space-y-6">
      <AuthHeading
        icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}
        title="Check Your Email"
        description={
          <>
            We&apos;ve sent a verification link to <strong className="font-semibold break-all text-white">{email}</strong>
          </>
        }
      />
      <section aria-labelledby="next-steps" className="rounded-xl bg-white/[0.03] p-4 ring-1 ring-white/10">
        <h3 id="next-steps" className="mb-3 text-sm font-semibold text-white">
          Next steps
        </h3>
        <ol className="space-y-2 text-sm text-slate-300">
          {[
            'Check your inbox (and your spam folder)',
            'Click the verification link in the email',
            'Your account activates automatically',
            'Start building with your AI Co-founder team',
          ].map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-violet-500/20 text-xs font-semibold text-violet-200">{i + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="benefits" className="rounded-xl bg-gradient-to-br from-violet-500/10 to-indigo-500/10 p-4 ring-1 ring-violet-500/20">
        <h3 id="benefits" className="mb-3 text-sm font-semibold text-white">
          Your account includes
        </h3>
        <ul className="grid grid-cols-1 gap-2 text-sm text-slate-200 sm:grid-cols-2">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="h-4 w-4 text-violet-300" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </section>
      <DevMailboxNote />
      <Button className="w-full" size="lg" onClick={onBackToLogin}>
        Back to Login
      </Button>
      <p className="text-center text-xs text-slate-500">Didn&apos;t receive the email? Check your spam folder or contact support.</p>
    </div>
  );
}
