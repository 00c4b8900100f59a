import { useState } from 'react';
import type { ApiToken } from '#shared/schemas/api-tokens';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { formatDate, formatDateTime } from '#web/lib/format';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { tokenState } from './token-expiry';

const STATE_STYLE = {
  active: 'bg-accent text-link',
  expired: 'bg-muted text-muted-foreground',
  revoked: 'bg-danger-subtle text-danger',
} as const;

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const state = tokenState(token);
  return (
    <li className="grid gap-2 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words">
            <bdi>{token.name}</bdi>
          </h3>
          <Badge className={STATE_STYLE[state]}>{state[0]?.toUpperCase() + state.slice(1)}</Badge>
          <Badge className="bg-muted text-foreground">
            {token.kind === 'service' ? 'Service' : 'Personal'}
          </Badge>
        </div>
        <ul aria-label="Scopes" className="flex flex-wrap gap-1.5">
          {token.scopes.map((scope) => (
            <li key={scope}>
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{scope}</code>
            </li>
          ))}
        </ul>
        <dl className="grid gap-x-4 gap-y-0.5 text-xs text-muted-foreground sm:grid-cols-2">
          <div>
            <dt className="inline">Token: </dt>
            <dd className="inline font-mono">{token.prefix}…</dd>
          </div>
          <div className="min-w-0 break-words">
            <dt className="inline">Created: </dt>
            <dd className="inline">
              {formatDate(token.createdAt)} by <bdi>{token.createdBy.name}</bdi>
            </dd>
          </div>
          <div>
            <dt className="inline">Expires: </dt>
            <dd className="inline">{token.expiresAt ? formatDate(token.expiresAt) : 'Never'}</dd>
          </div>
          <div>
            <dt className="inline">Last used: </dt>
            <dd className="inline">{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</dd>
          </div>
          <div>
            <dt className="inline">Limit: </dt>
            <dd className="inline">{token.ratePerMinute} requests a minute</dd>
          </div>
          {token.revokedAt ? (
            <div>
              <dt className="inline">Revoked: </dt>
              <dd className="inline">{formatDateTime(token.revokedAt)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {state === 'revoked' ? null : (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRevoke}>
          Revoke<span className="sr-only"> {token.name}</span>
        </Button>
      )}
    </li>
  );
}

/** Every token, newest first; revoked ones stay listed with their last use. */
export function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  return (
    <>
      <ul aria-label="API tokens" className="divide-y divide-border">
        {tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
      {revoking ? <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}
