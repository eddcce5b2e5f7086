import { toast } from '../toast-region/toast-library';
import { ToastMessage } from './toast-message';

interface ToastTexts {
  successTitle: string;
  successMessage: string;
  errorTitle: string;
  errorMessage: string;
}

/** The toast that follows a submit (site-spec §4, §8). */
export function showToast(sent: boolean, texts: ToastTexts): void {
  if (sent) toast.success(<ToastMessage title={texts.successTitle} message={texts.successMessage} />);
  else toast.error(<ToastMessage title={texts.errorTitle} message={texts.errorMessage} />);
}
