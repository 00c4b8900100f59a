import { Pencil, Trash2 } from 'lucide-react';
import type { Client } from '#shared/schemas/clients';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { SelectCheckbox, type SelectionControls } from '#web/features/bulk';
import { FollowUpLine, IdleMarker } from '#web/features/calling';
import { StatusBadge } from '#web/features/clients';
import { formatDate } from '#web/lib/format';

type Props = {
  clients: Client[];
  onEdit: (c: Client) => void;
  onDelete: (c: Client) => void;
  /** Row selection for bulk actions (issue 15). */
  selection?: SelectionControls;
};

const dash = (v: string | null) => v || 'N/A';

/** A table on wide screens and cards on phones (issue: admin all-clients view). */
export function AdminClientList({ clients, onEdit, onDelete, selection }: Props) {
  const pageIds = clients.map((c) => c.id);
  const select = (c: Client) =>
    selection ? (
      <SelectCheckbox
        label={`Select ${c.name}`}
        checked={selection.isSelected(c.id)}
        onCheckedChange={() => selection.toggle(c.id, pageIds)}
      />
    ) : null;
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection?.isSelected(id));
  const actions = (c: Client) => (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${c.name}`} onClick={() => onDelete(c)}>
        <Trash2 className="text-danger" aria-hidden />
      </Button>
    </div>
  );
  return (
    <>
      {/* Eight columns need about 1,250 px; narrower, names broke letter by letter, so cards. */}
      <div className="relative hidden overflow-x-auto rounded-lg border border-border bg-card xl:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-subtle text-xs uppercase text-muted-foreground">
            <tr>
              {selection ? (
                <th scope="col" className="w-10 px-4 py-3">
                  <SelectCheckbox
                    label="Select all clients on this page"
                    checked={allOnPage}
                    onCheckedChange={(on) => selection.setMany(pageIds, on)}
                  />
                </th>
              ) : null}
              {['Name', 'Email', 'Status', 'Phone', 'Country', 'Agent', 'Added'].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {clients.map((c) => (
              <tr key={c.id} data-testid="admin-client-row" className="hover:bg-subtle">
                {selection ? <td className="px-4 py-3">{select(c)}</td> : null}
                <td className="px-4 py-3 font-medium wrap-anywhere">
                  <bdi>{c.name}</bdi>
                </td>
                <td className="px-4 py-3 wrap-anywhere">{c.email}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-col items-start gap-1 whitespace-nowrap">
                    <StatusBadge status={c.status} />
                    <IdleMarker idleDays={c.idleDays} />
                  </div>
                </td>
                <td className="px-4 py-3 wrap-anywhere">{dash(c.phone)}</td>
                <td className="px-4 py-3 wrap-anywhere">{dash(c.country)}</td>
                <td className="px-4 py-3 wrap-anywhere">{c.agentName ?? 'Unassigned'}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(c.createdAt)}</td>
                <td className="px-2 py-1">{actions(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:hidden">
        {selection ? (
          <div className="flex items-center gap-2 text-sm sm:col-span-full">
            <SelectCheckbox
              id="select-page-cards"
              label="Select all clients on this page"
              checked={allOnPage}
              onCheckedChange={(on) => selection.setMany(pageIds, on)}
            />
            <label htmlFor="select-page-cards">Select all on this page</label>
          </div>
        ) : null}
        {clients.map((c) => (
          <Card key={c.id} className="p-4" data-testid="admin-client-card">
            <div className="flex items-start justify-between gap-2">
              {selection ? <div className="pt-1">{select(c)}</div> : null}
              <div className="min-w-0 flex-1">
                <p dir="auto" className="font-semibold wrap-anywhere">
                  {c.name}
                </p>
                <p className="break-all text-sm text-muted-foreground">{c.email}</p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <StatusBadge status={c.status} />
                <IdleMarker idleDays={c.idleDays} />
              </div>
            </div>
            <div className="mt-2">
              <FollowUpLine nextFollowUpAt={c.nextFollowUpAt} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{dash(c.phone)}</dd>
              <dt className="text-muted-foreground">Country</dt>
              <dd>{dash(c.country)}</dd>
              <dt className="text-muted-foreground">Agent</dt>
              <dd>{c.agentName ?? 'Unassigned'}</dd>
              <dt className="text-muted-foreground">Added</dt>
              <dd>{formatDate(c.createdAt)}</dd>
            </dl>
            <div className="mt-2">{actions(c)}</div>
          </Card>
        ))}
      </div>
    </>
  );
}
