import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card';

type Props = { title: string; subtitle: string; showBrand?: boolean; children: ReactNode };

/** The frame of the sign-in screens: one card under the product title (spec §1). */
export function AuthLayout({ title, subtitle, showBrand = false, children }: Props) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-br from-accent to-muted p-4">
      {showBrand ? <p className="text-2xl font-bold tracking-tight text-link">Wise Expert Advisor</p> : null}
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{subtitle}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
