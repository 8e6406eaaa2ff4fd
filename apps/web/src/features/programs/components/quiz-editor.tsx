import { Button, Checkbox, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '@ito/contracts/programs/replace-program-content';
import { TYPED_TEXT_STYLES } from '../../../shared/lib/bidi.ts';
import { move, newOption, newQuestion, removeAt, replaceAt, type DraftQuestion } from '../lib/curriculum.ts';
import { MoveButtons } from './move-buttons.tsx';

interface QuizEditorProps {
  questions: DraftQuestion[];
  onChange: (questions: DraftQuestion[]) => void;
  /** The error path of this lesson (`modules.0.lessons.2`). */
  path: string;
  errorAt: (path: string) => string | undefined;
}

/** A quiz's questions, each with 2 to 8 options of which at least one is marked correct. */
export function QuizEditor({ questions, onChange, path, errorAt }: QuizEditorProps) {
  const { t } = useTranslation('studio');
  const update = (index: number, change: (q: DraftQuestion) => DraftQuestion) =>
    onChange(replaceAt(questions, index, change));

  return (
    <Stack gap="sm">
      {questions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('content.noQuestions')}
        </Text>
      )}
      {questions.map((question, qi) => {
        const questionPath = `${path}.questions.${qi}`;
        const label = t('content.questionN', { n: qi + 1 });
        return (
          <Fieldset key={question.key} legend={label} variant="filled">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Textarea
                  label={t('content.prompt')}
                  styles={TYPED_TEXT_STYLES}
                  autosize
                  minRows={1}
                  style={{ flex: 1 }}
                  value={question.prompt}
                  onChange={(e) => {
                    const prompt = e.currentTarget.value;
                    update(qi, (q) => ({ ...q, prompt }));
                  }}
                  error={errorAt(`${questionPath}.prompt`)}
                />
                <MoveButtons
                  label={label}
                  index={qi}
                  count={questions.length}
                  onMove={(delta) => onChange(move(questions, qi, delta))}
                  onRemove={() => onChange(removeAt(questions, qi))}
                />
              </Group>
              <Stack gap={6} role="group" aria-label={t('content.optionsOf', { question: label })}>
                {question.options.map((option, oi) => (
                  <Group key={option.key} gap="xs" wrap="nowrap">
                    <Checkbox
                      aria-label={t('content.correctN', { n: oi + 1 })}
                      checked={option.is_correct}
                      onChange={(e) => {
                        const isCorrect = e.currentTarget.checked;
                        update(qi, (q) => ({
                          ...q,
                          options: replaceAt(q.options, oi, (o) => ({ ...o, is_correct: isCorrect })),
                        }));
                      }}
                    />
                    <TextInput
                      aria-label={t('content.optionN', { n: oi + 1 })}
                      placeholder={t('content.optionN', { n: oi + 1 })}
                      styles={TYPED_TEXT_STYLES}
                      style={{ flex: 1 }}
                      value={option.text}
                      onChange={(e) => {
                        const text = e.currentTarget.value;
                        update(qi, (q) => ({ ...q, options: replaceAt(q.options, oi, (o) => ({ ...o, text })) }));
                      }}
                      error={errorAt(`${questionPath}.options.${oi}.text`)}
                    />
                    <Button
                      variant="subtle"
                      color="danger"
                      size="compact-sm"
                      disabled={question.options.length <= CONTENT_LIMITS.optionsMin}
                      onClick={() => update(qi, (q) => ({ ...q, options: removeAt(q.options, oi) }))}
                      aria-label={t('content.remove', { item: t('content.optionN', { n: oi + 1 }) })}
                    >
                      {t('content.removeShort')}
                    </Button>
                  </Group>
                ))}
                {errorAt(`${questionPath}.options`) && (
                  <Text size="sm" c="danger" role="alert">
                    {errorAt(`${questionPath}.options`)}
                  </Text>
                )}
                <Group>
                  <Button
                    variant="light"
                    size="compact-sm"
                    disabled={question.options.length >= CONTENT_LIMITS.optionsMax}
                    onClick={() => update(qi, (q) => ({ ...q, options: [...q.options, newOption()] }))}
                  >
                    {t('content.addOption')}
                  </Button>
                  <Text size="xs" c="dimmed">
                    {t('content.optionsHint', { min: CONTENT_LIMITS.optionsMin, max: CONTENT_LIMITS.optionsMax })}
                  </Text>
                </Group>
              </Stack>
            </Stack>
          </Fieldset>
        );
      })}
      {errorAt(`${path}.questions`) && (
        <Text size="sm" c="danger" role="alert">
          {errorAt(`${path}.questions`)}
        </Text>
      )}
      <Group>
        <Button variant="light" size="compact-sm" onClick={() => onChange([...questions, newQuestion()])}>
          {t('content.addQuestion')}
        </Button>
      </Group>
    </Stack>
  );
}
