import type { IntakeForm } from '#shared/schemas/intake';

/**
 * The HTML a landing page pastes: a plain form that posts to the intake URL, the UTM fields
 * filled from the page's own address, and the honeypot kept out of sight and out of the tab order.
 */
export function embedSnippet(form: IntakeForm, appOrigin: string): string {
  const thanks = form.allowedOrigins[0] ? `${form.allowedOrigins[0]}/thank-you` : '';
  return `<form action="${appOrigin}${form.path}" method="post">
  <label>Name <input name="name" required maxlength="200"></label>
  <label>Email <input name="email" type="email" required maxlength="254"></label>
  <label>Phone <input name="phone" type="tel" maxlength="50"></label>
  <label>Country <input name="country" maxlength="100"></label>
  <label>Message <textarea name="note" maxlength="5000"></textarea></label>
  <input type="hidden" name="utm_source">
  <input type="hidden" name="utm_medium">
  <input type="hidden" name="utm_campaign">
  <input type="hidden" name="redirect" value="${thanks}">
  <div style="position:absolute;left:-10000px" aria-hidden="true">
    <input name="website" tabindex="-1" autocomplete="off">
  </div>
  <button type="submit">Send</button>
</form>
<script>
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign']) {
    const value = new URLSearchParams(location.search).get(key);
    if (value) document.querySelector('[name="' + key + '"]').value = value;
  }
</script>`;
}
