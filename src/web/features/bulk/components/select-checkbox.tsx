import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  label: string;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A row's (or the page's) selection box: a real checkbox, named for screen readers. The box is
 * drawn at 16 px, but a 32 px square around it takes the click or tap; the negative margin keeps
 * the row's layout as if it were the box alone.
 */
export function SelectCheckbox({ label, onCheckedChange, ...props }: Props) {
  return (
    <label className="-m-2 inline-flex cursor-pointer p-2">
      <input
        type="checkbox"
        aria-label={label}
        className="size-4 cursor-pointer accent-primary"
        onChange={(e) => onCheckedChange(e.target.checked)}
        {...props}
      />
    </label>
  );
}
