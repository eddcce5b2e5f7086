import { actionOf, deliveryFields, sendsNothing, type FormName } from '#model/form-delivery';
import type { RequestTarget } from '#src/forms/send-request';

/** Whether the form's requests leave the visitor's device: they go to a service, not simulated, no demo. */
export function deliversTo(sendTo: RequestTarget | undefined): sendTo is RequestTarget {
  return sendTo !== undefined && !sendsNothing(sendTo.delivery);
}

/** What Netlify Forms reads off the form in the page's HTML: its name, and which field is the honeypot. */
const netlifyMarksOf = (formName: FormName) => ({
  name: formName,
  'data-netlify': 'true',
  'netlify-honeypot': deliveryFields.honeypot,
});

/**
 * How the browser sends the form on its own. Delivered, the form is a real post to the service,
 * so that it sends without JavaScript too; simulated, `method="dialog"` keeps the browser from
 * sending anything. Netlify: no `action`, so the browser posts to the page itself and Netlify
 * answers with its own "submission received" page (an `action` would name a success page of ours
 * instead).
 */
export function postingOf(sendTo: RequestTarget | undefined) {
  const action = deliversTo(sendTo) ? actionOf(sendTo.delivery, sendTo.formName, sendTo.page) : undefined;
  if (sendTo === undefined || action === undefined) {
    return { method: 'dialog' };
  }
  if (sendTo.delivery.method === 'netlify') {
    return { method: 'post', ...netlifyMarksOf(sendTo.formName) };
  }
  return { method: 'post', action };
}

/**
 * What a delivered request carries besides the visitor's fields, also when the browser
 * posts it without JavaScript: the form's name (Netlify Forms reads `form-name`), the
 * page, and the honeypot, which the `hidden` attribute keeps from people, keyboards
 * and screen readers alike; bots that fill every field fill it too.
 */
export function DeliveryFields({ sendTo: { formName, page } }: { sendTo: RequestTarget }) {
  return (
    <>
      <input type="hidden" name={deliveryFields.formName} value={formName} />
      <input type="hidden" name={deliveryFields.page} value={page} />
      <input
        type="text"
        name={deliveryFields.honeypot}
        hidden
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </>
  );
}
