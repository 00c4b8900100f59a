import { Copy, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { fill, MESSAGES } from '#shared/domain';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useInviteAgent } from '../api/invite-agent';

/** Shown when no mail server is configured: the admin passes the link on. */
export function InviteLink({ email, url }: { email: string; url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Send it to the new agent.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the link and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div role="status" className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
      <p>
        No mail server is configured. Send this one-time link to <strong>{email}</strong> (valid for 7 days):
      </p>
      <div className="flex gap-2">
        <Input readOnly value={url} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}

export function InviteAgentForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const invite = useInviteAgent();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return toast({ ...MESSAGES.emailRequired, variant: 'destructive' });
    invite.mutate(
      { email: value },
      {
        onSuccess: (result) => {
          toast({
            title: MESSAGES.invitationSent.title,
            description: fill(MESSAGES.invitationSent.description, { email: result.agent.email }),
          });
          setLink(result.inviteUrl ? { email: result.agent.email, url: result.inviteUrl } : null);
          setEmail('');
        },
        onError: (error) =>
          toast({
            title: MESSAGES.invitationFailed.title,
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Invite New Agent</CardTitle>
        <CardDescription>The agent receives a link to set their name and password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <form className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate onSubmit={submit}>
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              placeholder="agent@company.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={invite.isPending}>
            <Send aria-hidden />
            {invite.isPending ? 'Sending...' : 'Send Invite'}
          </Button>
        </form>
        {link ? <InviteLink email={link.email} url={link.url} /> : null}
      </CardContent>
    </Card>
  );
}
