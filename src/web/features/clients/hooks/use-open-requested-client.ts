import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Client } from '#shared/schemas/clients';
import { openClientIdFrom } from '#web/lib/open-client';

/**
 * Opens the client a navigation asked for (the command palette's `openClientId`) once the list
 * shows it, then drops the request so Back or a reload does not open it again.
 */
export function useOpenRequestedClient(items: readonly Client[], open: (client: Client) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = openClientIdFrom(location.state);
  const found = wanted ? items.find((client) => client.id === wanted) : undefined;
  useEffect(() => {
    if (!found) return;
    open(found);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [found, open, navigate, location.pathname, location.search]);
}
