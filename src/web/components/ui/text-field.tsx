import type { ComponentProps } from 'react';
import { Input } from './input';
import { FieldError, Label } from './label';

type TextFieldProps = ComponentProps<'input'> & { id: string; label: string; error?: string };

/** A labelled input with its inline error; the input is marked invalid while there is one. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={Boolean(error)} {...inputProps} />
      <FieldError>{error}</FieldError>
    </div>
  );
}
