// A form whose submit goes to the server: react-hook-form for the fields, and useFormSubmit for one
// run at a time, the form-level sentence and a refusal put on its field.
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useFormSubmit } from './use-form-submit';

export function useServerForm<V extends FieldValues, F extends Path<V> & string>(
  defaultValues: DefaultValues<V>,
  knownFields: readonly F[],
  send: (values: V, form: UseFormReturn<V>) => Promise<void>,
) {
  const form = useForm<V>({ defaultValues });
  const { submit, message } = useFormSubmit<V, F>(knownFields, form.setError as never, (values) =>
    send(values, form),
  );
  return {
    form,
    register: form.register,
    errors: form.formState.errors,
    isSubmitting: form.formState.isSubmitting,
    onSubmit: form.handleSubmit(submit),
    message,
  };
}
