import { useEffect, useId, useRef, useState } from 'react';
import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAT_FILES_MAX } from '@ito/contracts/chat/fields';
import { ACCEPTED_UPLOAD_TYPES, type TFileData } from '@ito/contracts/files/file-data';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiErrorText } from '../../../shared/api/error-text.ts';
import { uploadFile } from '../../../shared/api/upload-file.ts';
import { useSendChatMessage, useSendTyping } from '../api/chat-api.ts';
import { lengthState } from '../lib/read-receipts.ts';
import classes from './messages.module.css';

/** How often "typing" is told to the others while the person types (the contract asks for at most every ~3 s). */
const TYPING_EVERY_MS = 3000;

interface PendingFile {
  key: string;
  name: string;
  /** A local preview of an image while and after it uploads. */
  preview: string | null;
  uploaded: TFileData | null;
  failed: boolean;
  /** Why the server refused it (a full storage, a busy server), in the reader's language. */
  reason?: string | null;
}

/** A 422's message for `field`, by its code in the reader's language (decision 045). */
function fieldError(error: unknown, field: string): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return apiErrorText(error, field);
}

/** The message box: text with a length counter that turns red over the limit, files with previews, and Send. */
export function Composer({ roomId, maxLength }: { roomId: string; maxLength: number }) {
  const { t, i18n } = useTranslation('messages');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const sending = useSendChatMessage(roomId);
  const { mutate: sendTyping } = useSendTyping();
  const isSending = sending.isPending;
  const lastTyping = useRef(0);
  const counterId = useId();
  const hintId = useId();
  const length = body.length;
  const state = lengthState(length, maxLength);
  const isUploading = files.some((f) => !f.uploaded && !f.failed);
  const ready = files.filter((f) => f.uploaded);
  const canSend = !isSending && !isUploading && state !== 'over' && (body.trim().length > 0 || ready.length > 0);
  const number = new Intl.NumberFormat(i18n.language);

  // Local previews are released when they leave the box.
  useEffect(() => () => files.forEach((f) => f.preview && URL.revokeObjectURL(f.preview)), [files]);

  function onType(value: string) {
    setBody(value);
    setError(null);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendTyping(roomId);
    }
  }

  function addFiles(picked: File[]) {
    setError(null);
    const room = CHAT_FILES_MAX - files.length;
    if (picked.length > room) setError(t('composer.tooManyFiles', { max: CHAT_FILES_MAX }));
    for (const file of picked.slice(0, Math.max(0, room))) {
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
      setFiles((list) => [...list, { key, name: file.name, preview, uploaded: null, failed: false }]);
      uploadFile(file).then(
        (response) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, uploaded: response.data } : f))),
        (failure: unknown) => {
          const reason = isApiError(failure) ? (apiErrorText(failure, 'file') ?? apiErrorText(failure)) : null;
          setFiles((list) => list.map((f) => (f.key === key ? { ...f, failed: true, reason } : f)));
        },
      );
    }
  }

  async function send() {
    if (!canSend) return;
    setError(null);
    try {
      await sending.mutateAsync({ body, file_ids: ready.map((f) => f.uploaded!.id) });
      setBody('');
      setFiles([]);
      lastTyping.current = 0;
    } catch (failure) {
      if (isApiError(failure) && failure.status === 429) setError(t('composer.tooFast'));
      else setError(fieldError(failure, 'body') ?? fieldError(failure, 'file_ids') ?? t('composer.sendFailed'));
    }
  }

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {files.length > 0 ? (
        <ul className={classes.pendingFiles} style={{ listStyle: 'none', padding: 0, margin: '0 0 6px' }}>
          {files.map((file) => (
            <li key={file.key} className={classes.pendingFile} data-testid="pending-file">
              {file.preview ? <img src={file.preview} alt="" /> : null}
              <Text
                size="xs"
                className={classes.ellipsis}
                c={file.failed ? 'danger' : undefined}
                role={file.failed ? 'alert' : undefined}
                title={file.reason ?? undefined}
              >
                {file.failed
                  ? [t('composer.uploadFailed', { name: file.name }), file.reason].filter(Boolean).join(' ')
                  : file.name}
              </Text>
              {!file.uploaded && !file.failed ? (
                <Loader size={14} aria-label={t('composer.uploading', { name: file.name })} />
              ) : null}
              <CloseButton
                size={44}
                aria-label={t('composer.remove', { name: file.name })}
                onClick={() => setFiles((list) => list.filter((f) => f.key !== file.key))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Textarea
        aria-label={t('composer.label')}
        classNames={{ input: classes.touch }}
        placeholder={t('composer.placeholder')}
        autosize
        minRows={1}
        maxRows={6}
        value={body}
        onChange={(event) => onType(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
        error={
          error ??
          (state === 'over'
            ? t('composer.tooLong', { count: length - maxLength, over: number.format(length - maxLength) })
            : null)
        }
        aria-invalid={state === 'over' || error !== null}
        aria-describedby={`${counterId} ${hintId}`}
        data-testid="composer-input"
      />
      <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <FileButton onChange={addFiles} multiple accept={ACCEPTED_UPLOAD_TYPES.join(',')}>
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                size={44}
                aria-label={t('composer.attach')}
                disabled={files.length >= CHAT_FILES_MAX}
              >
                <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false">
                  <path
                    d="M14.5 9.5 9 15a3.5 3.5 0 0 1-5-5l6-6a2.3 2.3 0 0 1 3.3 3.3L7.5 13a1.2 1.2 0 0 1-1.7-1.7L11 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                  />
                </svg>
              </ActionIcon>
            )}
          </FileButton>
          <Text
            id={counterId}
            size="xs"
            className={classes.counter}
            data-state={state}
            data-testid="length-counter"
            aria-live={state === 'ok' ? 'off' : 'polite'}
          >
            <span aria-hidden>
              {number.format(length)}/{number.format(maxLength)}
            </span>
            <VisuallyHidden>{t('composer.counter', { count: length, max: maxLength })}</VisuallyHidden>
          </Text>
        </Group>
        <Text id={hintId} size="xs" c="dimmed" visibleFrom="sm">
          {t('composer.keys')}
        </Text>
        <Button type="submit" disabled={!canSend} loading={isSending} className={classes.touch}>
          {t('composer.send')}
        </Button>
      </Group>
    </form>
  );
}
