import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { Settings, SettingsSection } from '#shared/schemas/settings';
import { toast } from '#web/components/ui/use-toast';
import { ApiError, errorMessage } from '#web/lib/api';
import { useSingleFlight } from '#web/lib/use-single-flight';
import { useUpdateSettings } from '../api/update-settings';

/**
 * Saves one settings section from its form: the form then holds what was stored; a refusal is
 * shown beside each field the server named (`calling.timeZone` → `timeZone`) and in a toast.
 */
export function useSaveSettingsSection<K extends SettingsSection>(
  section: K,
  form: UseFormReturn<Settings[K]>,
) {
  const save = useUpdateSettings();
  const flight = useSingleFlight();
  const submit = (values: Settings[K]) =>
    flight.run(() =>
      save.mutateAsync({ [section]: values }).then(
        (saved) => {
          form.reset(saved[section]);
          toast({ title: 'Settings saved' });
        },
        (error: unknown) => {
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          for (const [path, message] of Object.entries(fields)) {
            form.setError(path.replace(`${section}.`, '') as FieldPath<Settings[K]>, { message });
          }
          toast({ title: 'Settings not saved', description: errorMessage(error), variant: 'destructive' });
        },
      ),
    );
  return { submit, pending: flight.pending };
}
