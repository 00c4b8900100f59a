import { useEffect } from 'react';
import { toast } from '../components/ui/use-toast';
import { errorMessage } from './api';

/** Shows a destructive toast each time a query fails (spec §8 'Error loading clients', …). */
export function useErrorToast(error: unknown, title: string): void {
  useEffect(() => {
    if (error) toast({ title, description: errorMessage(error), variant: 'destructive' });
  }, [error, title]);
}
