import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from './button';

type LinkButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'> & {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
};

/** A link that looks like a button, with its icon before the text. */
export function LinkButton({ to, icon: Icon, children, ...buttonProps }: LinkButtonProps) {
  return (
    <Button asChild {...buttonProps}>
      <Link to={to}>
        <Icon aria-hidden />
        {children}
      </Link>
    </Button>
  );
}
