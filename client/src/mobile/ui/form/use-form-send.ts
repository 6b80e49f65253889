// A phone form's submit: one send at a time, the failure shown beside its fields or as one sentence
// (with 重试 when the network failed), unless the form places the refusal itself (`placed`).
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formFailure, type FormFailure } from './form-failure';

export function useFormSend<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly (Path<V> & string)[],
  send: (values: V) => Promise<void>,
  placed: (error: unknown) => boolean = () => false,
) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const busy = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      if (!placed(error)) setFailure(formFailure(error, fields, form.setError));
    } finally {
      busy.current = false;
    }
  });
  return { submit, failure };
}
