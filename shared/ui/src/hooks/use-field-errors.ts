import { useCallback, useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The field messages of one form, as the contact form shows them: on the field (TextField's `error`, which sets
 * aria-invalid), with focus moved to the first invalid field whenever messages are shown. Give `form` to the <form>.
 */
export function useFieldErrors<F extends string>() {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const show = useCallback((found: FieldErrors<F>): boolean => {
    setErrors(found);
    const invalid = Object.values(found).some(Boolean);
    // After React has marked the fields, so the first marked one is found.
    if (invalid)
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return !invalid;
  }, []);

  /** Forgets one field's message once its value changes. */
  const clear = useCallback(
    (field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    [],
  );

  return { form, errors, show, clear };
}
