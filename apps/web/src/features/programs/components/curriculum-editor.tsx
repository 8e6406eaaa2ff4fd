import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '@ito/contracts/programs/replace-program-content';
import { isMessageCode } from '../../../shared/i18n/message-defaults.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { TYPED_TEXT_STYLES } from '../../../shared/lib/bidi.ts';
import { move, newLesson, newModule, removeAt, replaceAt, type DraftModule } from '../lib/curriculum.ts';
import { LessonEditor } from './lesson-editor.tsx';
import { MoveButtons } from './move-buttons.tsx';

interface CurriculumEditorProps {
  modules: DraftModule[];
  onChange: (modules: DraftModule[]) => void;
  errors: Record<string, string[]>;
  onSave: () => void;
  isSaving: boolean;
  isDirty: boolean;
}

/** Modules of lessons in order; everything is saved together (PUT content). */
export function CurriculumEditor({ modules, onChange, errors, onSave, isSaving, isDirty }: CurriculumEditorProps) {
  const { t } = useTranslation('studio');
  const messageText = useMessageText();
  // The browser's own check gives the contract's codes; the server's errors arrive already translated.
  const errorAt = (path: string) => {
    const message = errors[path]?.[0];
    return message !== undefined && isMessageCode(message) ? messageText(message) : message;
  };
  const topError = errorAt('modules');
  const errorCount = Object.keys(errors).length;

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('content.lead')}
      </Text>
      {errorCount > 0 && (
        <Alert color="danger" variant="light" role="alert">
          {topError ?? t('content.hasErrors', { count: errorCount })}
        </Alert>
      )}
      {modules.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('content.empty')}
        </Text>
      )}
      {modules.map((module, mi) => {
        const path = `modules.${mi}`;
        const moduleLabel = t('content.moduleN', { n: mi + 1 });
        const setModule = (change: (m: DraftModule) => DraftModule) => onChange(replaceAt(modules, mi, change));
        return (
          <Card key={module.key} withBorder padding="md" component="section" aria-label={moduleLabel}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end" wrap="nowrap">
                <Title order={3} size="h4">
                  {moduleLabel}
                </Title>
                <MoveButtons
                  label={moduleLabel}
                  index={mi}
                  count={modules.length}
                  onMove={(delta) => onChange(move(modules, mi, delta))}
                  onRemove={() => onChange(removeAt(modules, mi))}
                />
              </Group>
              <TextInput
                label={t('content.moduleTitle')}
                styles={TYPED_TEXT_STYLES}
                maxLength={120}
                value={module.title}
                onChange={(e) => {
                  const title = e.currentTarget.value;
                  setModule((m) => ({ ...m, title }));
                }}
                error={errorAt(`${path}.title`)}
              />
              {module.lessons.map((lesson, li) => (
                <LessonEditor
                  key={lesson.key}
                  lesson={lesson}
                  label={t('content.lessonN', { module: mi + 1, n: li + 1 })}
                  index={li}
                  count={module.lessons.length}
                  path={`${path}.lessons.${li}`}
                  errorAt={errorAt}
                  onChange={(next) => setModule((m) => ({ ...m, lessons: replaceAt(m.lessons, li, () => next) }))}
                  onMove={(delta) => setModule((m) => ({ ...m, lessons: move(m.lessons, li, delta) }))}
                  onRemove={() => setModule((m) => ({ ...m, lessons: removeAt(m.lessons, li) }))}
                />
              ))}
              {errorAt(`${path}.lessons`) && (
                <Text size="sm" c="danger" role="alert">
                  {errorAt(`${path}.lessons`)}
                </Text>
              )}
              <Group>
                <Button
                  variant="light"
                  disabled={module.lessons.length >= CONTENT_LIMITS.lessonsPerModule}
                  onClick={() => setModule((m) => ({ ...m, lessons: [...m.lessons, newLesson()] }))}
                  aria-label={t('content.addLessonTo', { module: moduleLabel })}
                >
                  {t('content.addLesson')}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={modules.length >= CONTENT_LIMITS.modules}
          onClick={() => onChange([...modules, newModule()])}
        >
          {t('content.addModule')}
        </Button>
        <Group gap="sm">
          {isDirty && (
            <Text size="sm" c="dimmed">
              {t('content.unsaved')}
            </Text>
          )}
          <Button onClick={onSave} loading={isSaving}>
            {t('content.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
