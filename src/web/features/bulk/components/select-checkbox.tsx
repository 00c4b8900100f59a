import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  label: string;
  onCheckedChange: (checked: boolean) => void;
};

/** A row's (or the page's) selection box: a real checkbox, named for screen readers. */
export function SelectCheckbox({ label, onCheckedChange, ...props }: Props) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className="size-4 cursor-pointer accent-primary"
      onChange={(e) => onCheckedChange(e.target.checked)}
      {...props}
    />
  );
}
