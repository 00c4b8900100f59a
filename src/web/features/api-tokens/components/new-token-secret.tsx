import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { toast } from '#web/components/ui/use-toast';

type Props = { name: string; token: string; onDone: () => void };

/** The secret of a token just made: shown this once, with a copy button (issue 17). */
export function NewTokenSecret({ name, token, onDone }: Props) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
      toast({ title: 'Token copied', description: 'Keep it where your script reads its secrets.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the token and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-md border border-warning-border bg-warning-subtle p-4 text-sm"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Copy the token for “<bdi>{name}</bdi>” now
      </h3>
      <p>
        It will not be shown again. Anyone holding it can act within its scopes until it expires or is
        revoked.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-token`}
          readOnly
          value={token}
          aria-label="New API token"
          className="font-mono"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <Button variant="secondary" className="justify-self-start" onClick={onDone}>
        I have copied it
      </Button>
    </section>
  );
}
