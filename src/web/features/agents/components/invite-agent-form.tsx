import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '#shared/domain';
import { inviteAgentBodySchema } from '#shared/schemas/agents';
import { EMAIL_MAX_LENGTH } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { FieldError, Label } from '#web/components/ui/label';
import { toast } from '#web/components/ui/use-toast';
import { ApiError, errorMessage } from '#web/lib/api';
import { toastFormError } from '#web/lib/form-error-toast';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useInviteAgent } from '../api/invite-agent';
import { toastInvitationSent } from '../utils/invitation-toast';
import { InviteLink } from './invite-link';

type FormValues = z.input<typeof inviteAgentBodySchema>;

/** 'Invite New Agent': an e-mail address is required (spec §5); the agent gets a one-time link. */
export function InviteAgentForm() {
  const id = useId();
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const invite = useInviteAgent();
  const flight = useSingleFlight();
  const form = useForm<FormValues, unknown, z.output<typeof inviteAgentBodySchema>>({
    resolver: zodResolver(inviteAgentBodySchema),
    defaultValues: { email: '' },
  });
  // The toast is the spec's; the field keeps the reason after the toast has gone, and the keyboard.
  const fail = (error: unknown) => {
    toast({
      title: MESSAGES.invitationFailed.title,
      description: errorMessage(error),
      variant: 'destructive',
    });
    // A refusal of the address (4xx) marks it; a failure to reach the server is no fault of it.
    if (!(error instanceof ApiError) || error.status === 401 || error.status >= 500) return;
    form.setError('email', { message: errorMessage(error) }, { shouldFocus: true });
  };
  const send = form.handleSubmit(
    (body) =>
      flight.run(() =>
        invite.mutateAsync(body).then((result) => {
          toastInvitationSent(result);
          setLink(result.inviteUrl ? { email: result.agent.email, url: result.inviteUrl } : null);
          form.reset();
        }, fail),
      ),
    (errors: FieldErrors<FormValues>) =>
      toastFormError(errors, [MESSAGES.emailRequired], MESSAGES.invitationFailed.title),
  );
  const sending = flight.pending || form.formState.isSubmitting;
  const emailError = form.formState.errors.email?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Invite New Agent</CardTitle>
        <CardDescription>The agent receives a link to set their name and password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate onSubmit={send}>
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              placeholder="agent@company.com"
              maxLength={EMAIL_MAX_LENGTH}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              {...form.register('email')}
            />
            <FieldError id={`${id}-email-error`}>{emailError}</FieldError>
          </div>
          <Button type="submit" disabled={sending}>
            <Send aria-hidden />
            {sending ? 'Sending...' : 'Send Invite'}
          </Button>
        </form>
        {link ? <InviteLink email={link.email} url={link.url} /> : null}
      </CardContent>
    </Card>
  );
}
