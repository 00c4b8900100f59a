import { type FormEvent, useId, useState } from 'react';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/domain';
import type { Agent } from '#shared/schemas/agents';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { toast } from '#web/components/ui/use-toast';
import { errorMessage } from '#web/lib/api';
import { useUpdateAgent } from '../api/update-agent';

/** 'Edit Agent Details': full name required, optional new password (spec §5). */
export function EditAgentDialog({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const id = useId();
  const update = useUpdateAgent();
  const [fullName, setFullName] = useState(agent.fullName ?? '');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim()) return toast({ ...MESSAGES.fullNameRequired, variant: 'destructive' });
    if (password && password.length < PASSWORD_MIN_LENGTH) {
      return toast({ ...MESSAGES.passwordTooShort, variant: 'destructive' });
    }
    if (password.length > PASSWORD_MAX_LENGTH)
      return toast({ ...MESSAGES.passwordTooLong, variant: 'destructive' });
    update.mutate(
      { id: agent.id, body: { fullName: fullName.trim(), ...(password ? { password } : {}) } },
      {
        onSuccess: () => {
          toast(MESSAGES.agentUpdated);
          onClose();
        },
        onError: (error) =>
          toast({
            title: MESSAGES.updateAgentFailed.title,
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Agent Details</DialogTitle>
          <DialogDescription>{agent.email}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>Full Name</Label>
            <Input id={`${id}-name`} value={fullName} onChange={(e) => setFullName(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-password`}>New Password</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              placeholder="Leave blank to keep the current password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <p className="text-xs text-slate-500">Setting a password signs the agent out everywhere.</p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
