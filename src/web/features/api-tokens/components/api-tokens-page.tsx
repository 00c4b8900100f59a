import { useState } from 'react';
import type { CreatedApiToken } from '#shared/schemas/api-tokens';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Loading } from '#web/components/ui/loading';
import { AdminSubpageLayout } from '#web/features/layout';
import { errorMessage } from '#web/lib/api';
import { useApiTokens } from '../api/get-api-tokens';
import { CreateTokenForm } from './create-token-form';
import { NewTokenSecret } from './new-token-secret';
import { TokenList } from './token-list';

/** /admin/api-tokens: tokens for scripts, made, shown once, listed and revoked here (issue 17). */
export function ApiTokensPage() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const items = tokens.data?.items ?? [];
  return (
    <AdminSubpageLayout
      title="API Tokens"
      description={
        <>
          Scripts call the API with <code>Authorization: Bearer &lt;token&gt;</code> within the token’s
          scopes. Every request is rate limited and written to the audit log. See the{' '}
          <a className="text-link underline" href="/api/docs">
            API reference
          </a>
          .
        </>
      }
    >
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Create Token</CardTitle>
          <CardDescription>The token is shown once; only its hash is kept.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {created ? (
            <NewTokenSecret name={created.name} token={created.token} onDone={() => setCreated(null)} />
          ) : (
            <CreateTokenForm onCreated={setCreated} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Tokens</CardTitle>
        </CardHeader>
        <CardContent>
          {tokens.isPending ? <Loading label="Loading tokens..." /> : null}
          {tokens.isError ? (
            <p role="alert" className="py-6 text-center text-sm text-danger">
              {errorMessage(tokens.error)}
            </p>
          ) : null}
          {tokens.isSuccess && items.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No tokens yet.</p>
          ) : null}
          {items.length > 0 ? <TokenList tokens={items} /> : null}
        </CardContent>
      </Card>
    </AdminSubpageLayout>
  );
}
