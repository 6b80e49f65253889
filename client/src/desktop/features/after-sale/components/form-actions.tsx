// The bottom of every after-sale form: the server's form-level sentence, then the submit button.
import { Button } from '../../../ui/button/button';
import { FormMessage } from '../../../ui/form/form-field';
import styles from '../after-sale.module.css';

export function FormActions({
  message,
  pending,
  submitText,
}: {
  message: string | null;
  pending: boolean;
  submitText: string;
}) {
  return (
    <>
      <div className={styles.actions}>
        <FormMessage message={message} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending} pendingText="提交中...">
          {submitText}
        </Button>
      </div>
    </>
  );
}
