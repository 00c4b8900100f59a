import { Copy, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { revealTradingPassword } from '../api/reveal-trading-password';

const MASK = '••••••••';

/** MT4/MT5 account: the password stays masked until revealed; each reveal is audited. */
export function TradingAccountBlock({ client }: { client: Client }) {
  const [password, setPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const account = client.tradingAccount;
  if (!account.id && !account.server && !account.hasPassword) return null;

  const fetchPassword = async () => {
    setBusy(true);
    try {
      return (await revealTradingPassword(client.id)).password;
    } catch (error) {
      toast({
        title: 'Could not reveal the password',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return null;
    } finally {
      setBusy(false);
    }
  };
  const toggle = async () => {
    if (password !== null) return setPassword(null);
    setPassword(await fetchPassword());
  };
  const copy = async () => {
    const value = password ?? (await fetchPassword());
    if (value === null) return;
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: 'Password copied', description: 'The trading password is on your clipboard.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Your browser blocked the clipboard.',
        variant: 'destructive',
      });
    }
  };

  return (
    // A named group, not a section: a section with a name is a landmark, repeated on every card.
    // biome-ignore lint/a11y/useSemanticElements: these are read-only details, not form fields
    <div role="group" aria-label="Trading account" className="rounded-md bg-subtle p-3 text-sm">
      <h3 className="mb-1 font-semibold text-soft-foreground">Trading Account</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">ID</dt>
        <dd className="break-all">{account.id ?? 'N/A'}</dd>
        <dt className="text-muted-foreground">Password</dt>
        <dd className="flex items-center gap-1">
          <span className="font-mono break-all" data-testid="trading-password">
            {account.hasPassword ? (password ?? MASK) : 'N/A'}
          </span>
          {account.hasPassword ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={password === null ? 'Show password' : 'Hide password'}
                disabled={busy}
                onClick={toggle}
              >
                {password === null ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label="Copy password"
                disabled={busy}
                onClick={copy}
              >
                <Copy aria-hidden />
              </Button>
            </>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">Server</dt>
        <dd className="break-all">{account.server ?? 'N/A'}</dd>
      </dl>
    </div>
  );
}
