import { useId } from 'react';
import { Label } from '#web/components/ui/label';
import { NativeSelect } from '#web/components/ui/native-select';
import { IMPORT_FIELDS, type ImportField } from '../api/types';
import { FIELD_LABELS, REQUIRED_FIELDS } from '../utils/import-draft';

const NONE = '';

type Props = {
  columns: string[];
  mapping: Record<ImportField, string>;
  onChange: (mapping: Record<ImportField, string>) => void;
};

/** One dropdown per client field, listing the file's columns; name and email must be chosen. */
export function ColumnSelects({ columns, mapping, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="mb-2 text-base font-semibold">Columns</legend>
      {IMPORT_FIELDS.map((field) => {
        const required = REQUIRED_FIELDS.includes(field);
        return (
          <div key={field} className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-${field}`}>
              {FIELD_LABELS[field]}
              {required ? <span className="text-danger"> (required)</span> : null}
            </Label>
            <NativeSelect
              id={`${id}-${field}`}
              value={mapping[field]}
              aria-invalid={required && !mapping[field] ? true : undefined}
              onValueChange={(column) => onChange({ ...mapping, [field]: column })}
              options={[
                { value: NONE, label: required ? 'Choose a column' : 'Do not import' },
                ...columns.map((c) => ({ value: c, label: c })),
              ]}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
