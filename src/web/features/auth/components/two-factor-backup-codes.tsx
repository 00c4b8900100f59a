import { Copy, Download } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/components/ui/use-toast';

/** One-time backup codes, shown once: copy them or save them as a text file. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const text = `${codes.join('\n')}\n`;
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast({ title: 'Backup codes copied' }),
      () => toast({ title: 'Could not copy. Select the codes and copy them.', variant: 'destructive' }),
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Keep these backup codes somewhere safe. Each one signs you in once if you lose your authenticator app.
        They are shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-md border border-border p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={href} download="backup-codes.txt">
            <Download aria-hidden />
            Download
          </a>
        </Button>
      </div>
    </div>
  );
}
