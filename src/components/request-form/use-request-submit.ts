import { useRef, useState, type RefObject } from 'react';
import { sendRequest, simulateSubmission, type RequestTarget } from '#src/forms/send-request';
import { afterMinimumTime, filledHoneypot, isTooSoon } from '#src/forms/spam-guard';
import { deliversTo } from './delivered-form';
import type { Outcome, OutcomeTexts } from './form-messages';
import type { FormValues } from './form-rules';
import { requestMailHref, type RequestMail } from './request-mail';
import { showToast } from './show-toast';

interface RequestSubmitOptions {
  /** The form element: its honeypot is read on submit. */
  formRef: RefObject<HTMLFormElement | null>;
  sendTo: RequestTarget | undefined;
  /** Sends the values, instead of `sendRequest` to `sendTo`. Tests pass their own. */
  submit: ((values: FormValues) => Promise<void>) | undefined;
  texts: OutcomeTexts;
  /** The email the form offers when it cannot send, all but the values (request-mail.ts). */
  mail: Omit<RequestMail, 'values'>;
}

/** Sends the values: to the test's own `submit`, to where the owner chose, or simulated. */
function sendValues(
  { submit, sendTo }: Pick<RequestSubmitOptions, 'submit' | 'sendTo'>,
  values: FormValues,
): Promise<void> {
  if (submit) {
    return submit(values);
  }
  return sendTo ? sendRequest(sendTo, values) : simulateSubmission(values);
}

/** Sends the values, or for a bot that filled the honeypot only seems to: it is sent nowhere. */
function sendUnlessBot(options: RequestSubmitOptions, values: FormValues): Promise<void> {
  const form = options.formRef.current;
  const bot = deliversTo(options.sendTo) && form !== null && filledHoneypot(form);
  return bot ? simulateSubmission(values) : sendValues(options, values);
}

/** Whether a promise settled well, as a boolean that never rejects. */
const settledWell = (promise: Promise<void>) =>
  promise.then(
    () => true,
    () => false,
  );

/**
 * The spam guard's second press (spam-guard.ts), in a form that delivers: a submit sooner than a
 * person's is not sent but asked for again, once; the press asked for is sent, but never sooner
 * than a person's would be.
 */
function useSecondPress(delivers: boolean) {
  // Set once the form has asked to press Send again.
  const askedAgain = useRef(false);
  /** Whether to ask for this submit again rather than send it. */
  const askAgain = () => {
    if (!delivers || askedAgain.current || !isTooSoon()) {
      return false;
    }
    askedAgain.current = true;
    return true;
  };
  /** Whether this submit is the press that was asked for: it is sent once a person's time has passed. */
  const isAskedFor = () => delivers && askedAgain.current;
  return { askAgain, isAskedFor };
}

/**
 * What a submit does, step by step: a demo only says so; the spam guard asks again for a submit
 * sooner than a person's (spam-guard.ts); a bot that filled the honeypot is shown success and sent
 * nowhere; anything else is sent; the form and a toast then say how it went. Returns Formik's
 * `onSubmit`, and what became of the last submit for the form to show.
 */
export function useRequestSubmit(options: RequestSubmitOptions) {
  const { sendTo, texts } = options;
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [failedMailHref, setFailedMailHref] = useState<string | undefined>(undefined);
  const delivers = deliversTo(sendTo);
  const demo = sendTo?.delivery.method === 'demo';
  // A second click while one request is on its way sends nothing (Formik's flag alone
  // is set a render later, and an Enter press does not wait for the disabled button).
  const sending = useRef(false);
  const secondPress = useSecondPress(delivers);
  const mailWithRequest = (values: FormValues) => requestMailHref({ ...options.mail, values });

  /** Starts a submit, unless one is on its way already; false if it did not. */
  const startSending = () => {
    if (sending.current) {
      return false;
    }
    sending.current = true;
    // Cleared first, so that the same words said again are announced again.
    setOutcome(undefined);
    return true;
  };

  /** Ends the submit, with what became of it for the form to say. */
  const finish = (ended: Outcome) => {
    sending.current = false;
    setOutcome(ended);
  };

  /** A demo sends nothing and says so, with the request written into the bar's email link. */
  const showDemo = (values: FormValues) => {
    setFailedMailHref(mailWithRequest(values));
    finish('demo');
  };

  /** Sends the request, the press that was asked for once a person's time has passed; true once sent. */
  const send = async (values: FormValues) => {
    if (secondPress.isAskedFor()) {
      await afterMinimumTime();
    }
    return settledWell(sendUnlessBot(options, values));
  };

  /** Says in the form and in a toast how it went; a failed delivery offers the request by email. */
  const showSent = (sent: boolean, values: FormValues) => {
    if (!sent && delivers) {
      setFailedMailHref(mailWithRequest(values));
    }
    finish(sent ? 'sent' : 'failed');
    showToast(sent, texts);
  };

  const onSubmit = async (values: FormValues) => {
    if (!startSending()) {
      return;
    }
    if (demo) {
      showDemo(values);
      return;
    }
    if (secondPress.askAgain()) {
      finish('again');
      return;
    }
    const sent = await send(values);
    showSent(sent, values);
  };

  return { onSubmit, outcome, failedMailHref };
}
