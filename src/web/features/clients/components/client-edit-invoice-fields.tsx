import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { isPlanId, PLAN_IDS, PLANS } from '#shared/domain';
import type { ClientEditValues } from '#shared/schemas/client-forms';
import { Input } from '#web/components/ui/input';
import { Label } from '#web/components/ui/label';
import { Select } from '#web/components/ui/select';

const PLAN_OPTIONS = PLAN_IDS.map((p) => ({ value: p, label: PLANS[p].label }));

/** 'New invoice' at Invoice Sent: picking a plan fills in its price; only Custom is typed (spec §5). */
export function ClientEditInvoiceFields() {
  const ids = useId();
  const { control, register, setValue, formState } = useFormContext<ClientEditValues>();
  const plan = useWatch({ control, name: 'invoice.plan' });
  const errors = formState.errors.invoice;
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">New invoice</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-plan`}>Plan</Label>
        <Controller
          control={control}
          name="invoice.plan"
          render={({ field }) => (
            <Select
              id={`${ids}-plan`}
              value={field.value}
              placeholder="Select a plan"
              onValueChange={(value) => {
                if (!isPlanId(value)) return;
                field.onChange(value);
                const price = PLANS[value].amount;
                if (price !== null) setValue('invoice.amount', String(price));
              }}
              options={PLAN_OPTIONS}
            />
          )}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-amount`}>Amount ($)</Label>
        <Input
          id={`${ids}-amount`}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          readOnly={plan !== '' && plan !== 'custom'}
          aria-invalid={Boolean(errors?.amount)}
          {...register('invoice.amount')}
        />
      </div>
    </fieldset>
  );
}
