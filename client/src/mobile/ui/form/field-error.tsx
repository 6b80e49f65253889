// A field's problem under its row, in red and read out at once (role="alert"); the control names it
// with aria-describedby={id}. Nothing when there is no problem.
import styles from './form.module.css';

export function FieldError({
  id,
  error,
  className,
}: {
  id: string;
  error: string | undefined;
  className?: string;
}) {
  if (!error) return null;
  return (
    <p id={id} className={className ?? styles.error} role="alert">
      {error}
    </p>
  );
}
