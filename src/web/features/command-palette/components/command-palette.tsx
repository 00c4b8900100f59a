import { Command } from 'cmdk';
import { Search, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog';
import { type Role, useMe } from '#web/features/auth';
import { clientLocation } from '#web/lib/open-client';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { MIN_CLIENT_SEARCH, useClientSearch } from '../api/search-clients';
import { screensFor } from './palette-screens';

const SEARCH_DELAY_MS = 200;

const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground';
const ITEM_CLASS =
  'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm data-[selected=true]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/**
 * Ctrl/Cmd-K: finds the user's clients by name, email or phone (the server decides whose) and
 * jumps to the screens their role has. Keyboard first: type, arrows, Enter; Escape closes.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const clients = useClientSearch(query);
  const role: Role = me?.role ?? 'agent';
  const screens = screensFor(role, search.trim());
  const clientItems = query.length >= MIN_CLIENT_SEARCH ? (clients.data ?? []) : [];

  // Results arrive after typing: keep the highlight on an item that is still listed.
  const values = [...clientItems.map((c) => `client:${c.id}`), ...screens.map((s) => `screen:${s.path}`)];
  const [selected, setSelected] = useState('');
  const first = values[0] ?? '';
  const selectedListed = values.includes(selected);
  useEffect(() => {
    if (!selectedListed) setSelected(first);
  }, [selectedListed, first]);

  const go = (to: string, state?: unknown) => {
    onClose();
    navigate(to, state ? { state } : undefined);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="top-[15vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0">
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <DialogDescription className="sr-only">
          Search clients by name, email or phone, or type a screen to go to.
        </DialogDescription>
        <Command
          label="Command palette"
          shouldFilter={false}
          loop
          value={selected}
          onValueChange={setSelected}
        >
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder="Search clients or go to a screen..."
              className="h-12 w-full bg-transparent pr-8 text-sm outline-none placeholder:text-placeholder"
            />
          </div>
          <Command.List className="max-h-80 overflow-y-auto p-2">
            {clients.isFetching && query.length >= MIN_CLIENT_SEARCH ? (
              // Text only: importing the spinner icon the first bundle also uses made the bundler
              // split shared code out of it, adding to the sign-in download (DESIGN §8).
              <Command.Loading>
                <p className="px-2 py-1.5 text-sm text-muted-foreground">Searching clients...</p>
              </Command.Loading>
            ) : null}
            <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">
              No clients or screens match.
            </Command.Empty>
            {clientItems.length > 0 ? (
              <Command.Group heading="Clients" className={GROUP_CLASS}>
                {clientItems.map((client) => {
                  const target = clientLocation(client, role);
                  return (
                    <Command.Item
                      key={client.id}
                      value={`client:${client.id}`}
                      onSelect={() => go(target.to, target.state)}
                      className={ITEM_CLASS}
                    >
                      <UserRound aria-hidden />
                      <span className="grid min-w-0">
                        <span dir="auto" className="truncate font-medium">
                          {client.name}
                        </span>
                        <span className="truncate text-xs text-muted-foreground">
                          {[client.email, client.phone].filter(Boolean).join(' · ')}
                        </span>
                      </span>
                    </Command.Item>
                  );
                })}
              </Command.Group>
            ) : null}
            {screens.length > 0 ? (
              <Command.Group heading="Go to" className={GROUP_CLASS}>
                {screens.map(({ label, path, icon: Icon }) => (
                  <Command.Item
                    key={path}
                    value={`screen:${path}`}
                    onSelect={() => go(path)}
                    className={ITEM_CLASS}
                  >
                    <Icon aria-hidden />
                    {label}
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
