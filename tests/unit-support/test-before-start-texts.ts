/**
 * The words a form shows before its script has started, for the engine's tests. A file of
 * its own: the toast-retry test mocks the toast library that test-form.tsx imports.
 */
export const testBeforeStartTexts = {
  notes: {
    noScriptNote: 'Sending needs JavaScript. Write or call us instead:',
    heldNote: 'Your request will be sent as soon as the page has finished loading.',
    failedNote: 'The page could not load. Write or call us:',
    sendFailedNote: 'If it still fails, write to us (your request is in the email) or call us:',
    againNote: 'That was quick: please check your request and press Send again.',
    demoNote: 'A demo: this form sends nothing. Write or call us:',
  },
  email: { text: 'ciao@bar.example', href: 'mailto:ciao@bar.example' },
  phone: { text: '+1 (555) 014-2200', href: 'tel:+15550142200' },
};
