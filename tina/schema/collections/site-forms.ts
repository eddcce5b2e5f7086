/**
 * The words every form shows when it cannot send (yet), and where requests go: a part of the
 * whole site's document (site.ts).
 */
import { deliveryMethods, endpointProblem } from '#model/form-delivery';
import { group, optionalText, text, textarea } from '#tina/schema/schema-kit';

const methodLabels = {
  simulated: 'Not delivered (for trying the site only)',
  demo: 'Demo: each form says it sends nothing',
  endpoint: 'Form service (Formspree, Basin, Getform…)',
  netlify: 'Netlify Forms',
} as const satisfies Record<(typeof deliveryMethods)[number], string>;

/** An address is needed, and must be a safe one, only when requests go to a form service. */
function checkEndpoint(field: 'endpoint' | 'newsletterEndpoint') {
  return (value: unknown, document?: unknown): string | undefined => {
    const delivery = (document as { forms?: { delivery?: { method?: unknown } } } | undefined)?.forms
      ?.delivery;
    const address = typeof value === 'string' ? value : '';
    if (address === '') {
      return field === 'endpoint' && delivery?.method === 'endpoint'
        ? 'Write the form service’s address here, or choose another way of sending above.'
        : undefined;
    }
    return endpointProblem(address);
  };
}

export const formsField = group({
  name: 'forms',
  label: 'Forms: notes and where requests go',
  description: 'Words every form shows when it cannot send (yet), and who receives what visitors send.',
  fields: [
    text({
      name: 'noScriptNote',
      label: 'When the browser runs no JavaScript',
      description:
        'Shown in every form to visitors whose browser has JavaScript turned off, where the form cannot be sent. The bar’s email address and phone number (from “Address, phone, opening hours”) follow as links.',
      ...textarea,
    }),
    text({
      name: 'heldNote',
      label: 'When the page is still loading',
      description:
        'Shown in the form if a visitor sends it before the page has finished loading; the form is then sent by itself once it has.',
      ...textarea,
    }),
    text({
      name: 'failedNote',
      label: 'When the page could not finish loading',
      description:
        'Shown instead of the note above if the page then fails to load (a broken connection), so the form cannot be sent. The bar’s email address and phone number follow as links.',
      ...textarea,
    }),
    text({
      name: 'sendFailedNote',
      label: 'When a request could not be sent',
      description:
        'Shown in the form under its error message when the form service did not take the request (only when requests are delivered, below). The bar’s email address follows as a link that opens the visitor’s email with their request filled in, then the phone number.',
      ...textarea,
    }),
    text({
      name: 'againNote',
      label: 'When a request comes very fast',
      description:
        'Shown in a form sent within two seconds of opening the site, sooner than people usually are (robots are quicker still): nothing is sent until the visitor presses Send again. Only when requests are delivered, below.',
      ...textarea,
    }),
    text({
      name: 'demoNote',
      label: 'When the site is a demo',
      description:
        'Only while “Sending” below is Demo: shown at the top of every form, before the visitor types, and again if they press Send. The bar’s email address (holding their request, after Send) and phone number follow as links.',
      ...textarea,
    }),
    group({
      name: 'delivery',
      label: 'Where requests go',
      description:
        'Who receives what visitors send with the Office Fuel, wholesale, catering and subscribe forms. See the owner’s guide, “Receiving requests”, for the steps at each service. After a change, the site must be built and published again.',
      fields: [
        text({
          name: 'method',
          label: 'Sending',
          description:
            'Not delivered: the form only pretends to send, and nothing reaches you; the site cannot be published so. Demo: for a published site that only shows its forms: each form says it sends nothing and gives your email and phone. Form service: each request is sent to the address below, and the service emails it to you. Netlify Forms: for a site published on Netlify with form detection turned on; requests appear under Forms in Netlify.',
          options: deliveryMethods.map((value) => ({ value, label: methodLabels[value] })),
          ui: { component: 'radio-group' },
        }),
        optionalText({
          name: 'endpoint',
          label: 'Form service address',
          description:
            'Only for “Form service”: the address the service gives you for your form, such as https://formspree.io/f/abcdwxyz. It must start with https:// and hold no password. Your privacy page must name the service. “Send a test request” checks that the service takes one.',
          // tina/editor/test-request.tsx: the text field with its test request.
          ui: { validate: checkEndpoint('endpoint'), component: 'service-address' },
        }),
        optionalText({
          name: 'newsletterEndpoint',
          label: 'Subscribe field’s address (optional)',
          description:
            'Only for “Form service”, and only if the subscribe field should go somewhere else, such as a newsletter service. Leave it empty to send it to the address above.',
          ui: { validate: checkEndpoint('newsletterEndpoint') },
        }),
      ],
    }),
  ],
});
