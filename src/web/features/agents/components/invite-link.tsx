import { Copy } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/use-toast';

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
    <div
      role="status"
      className="grid gap-2 rounded-md border border-warning-border bg-warning-subtle p-3 text-sm"
    >
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
