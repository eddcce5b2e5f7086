import { loadToasts } from '../toast-region/toast-region';
import { ToastMessage } from './toast-message';

interface ToastTexts {
  successTitle: string;
  successMessage: string;
  errorTitle: string;
  errorMessage: string;
}

/**
 * The toast that follows a submit (site-spec §4, §8). Its code is a chunk of its
 * own; if that cannot load (offline), the form has said it already, and the next
 * submit asks for the chunk again.
 */
export function showToast(sent: boolean, texts: ToastTexts): void {
  loadToasts().then(
    ({ toast }) => {
      if (sent) toast.success(<ToastMessage title={texts.successTitle} message={texts.successMessage} />);
      else toast.error(<ToastMessage title={texts.errorTitle} message={texts.errorMessage} />);
    },
    () => undefined,
  );
}
