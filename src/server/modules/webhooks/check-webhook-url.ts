import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';
import { isPrivateUrl } from './address-guard';

/** Refuses, when saving, a URL whose host is plainly private (its resolved address is checked at send time). */
export function assertWebhookUrlAllowed(url: string, allowPrivate: boolean): void {
  if (!allowPrivate && isPrivateUrl(url)) {
    throw new AppError(400, 'private_address', MESSAGES.webhookUrlPrivate, {
      url: MESSAGES.webhookUrlPrivate,
    });
  }
}
