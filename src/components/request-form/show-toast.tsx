import { toast } from '#src/components/toast-region/toast-library';
import type { OutcomeTexts } from './form-messages';
import styles from './request-form.module.scss';

/** The body of a toast: a bold title and one sentence. */
function ToastMessage({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <p className={styles.toastTitle}>{title}</p>
      <p className={styles.toastMessage}>{message}</p>
    </div>
  );
}

/** The toast that follows a submit (site-spec §4, §8). */
export function showToast(sent: boolean, texts: OutcomeTexts): void {
  if (sent) {
    toast.success(<ToastMessage title={texts.successTitle} message={texts.successMessage} />);
  } else {
    toast.error(<ToastMessage title={texts.errorTitle} message={texts.errorMessage} />);
  }
}
