import { useEffect, useMemo, useState } from 'react';
import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import { useValidationStore } from '../../../shared/stores/validation-store.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useReplaceProgramContent } from '../api/studio-api.ts';
import { checkContent, toContentRequest, toDraft, type DraftModule } from '../lib/curriculum.ts';

/**
 * The curriculum being edited, kept by the edit page so that switching to the details tab and back loses nothing.
 * Saving checks the contract's rules first, then PUTs the whole curriculum; a 422 from the server lands in the
 * validation store under the same `modules.0.lessons.1.title` paths as the local check.
 */
export function useCurriculumDraft(program: TCreatorProgram | undefined, savedMessage: string) {
  const replace = useReplaceProgramContent(program?.id ?? '');
  const [modules, setModules] = useState<DraftModule[] | null>(null);
  const [saved, setSaved] = useState('');
  const [localErrors, setLocalErrors] = useState<Record<string, string[]>>({});

  useEffect(() => {
    if (program && modules === null) {
      const draft = toDraft(program.modules);
      setModules(draft);
      setSaved(JSON.stringify(toContentRequest(draft)));
    }
  }, [program, modules]);

  const current = useMemo(() => (modules ? JSON.stringify(toContentRequest(modules)) : ''), [modules]);

  const save = async () => {
    if (!program || !modules) return;
    const body = toContentRequest(modules);
    const problems = checkContent(body);
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (replace.isPending) return;
    try {
      await replace.mutateAsync(body);
    } catch {
      return; // Refused or failed: the API client has already told the user why (SPEC section 8).
    }
    setSaved(JSON.stringify(body));
    useUiStore.getState().setFlash({ type: 'success', message: savedMessage });
  };

  const change = (next: DraftModule[]) => {
    setModules(next);
    if (Object.keys(localErrors).length > 0) setLocalErrors({});
  };

  return {
    modules: modules ?? [],
    isReady: modules !== null,
    isDirty: modules !== null && current !== saved,
    isSaving: replace.isPending,
    localErrors,
    change,
    save,
  };
}

/** Server field errors about the curriculum (its keys start with `modules`). */
export function useCurriculumServerErrors(): Record<string, string[]> {
  const errors = useFieldErrors();
  useEffect(() => () => useValidationStore.getState().reset(), []);
  return useMemo(
    () => Object.fromEntries(Object.entries(errors).filter(([field]) => field.startsWith('modules'))),
    [errors],
  );
}
