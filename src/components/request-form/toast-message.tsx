import styles from './request-form.module.scss';

/** The body of a toast: a bold title and one sentence. */
export function ToastMessage({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <p className={styles.toastTitle}>{title}</p>
      <p className={styles.toastMessage}>{message}</p>
    </div>
  );
}
