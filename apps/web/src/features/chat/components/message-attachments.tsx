import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatAttachment } from '../api/chat-types.ts';
import classes from './messages.module.css';

/** Bytes as a short, localised size ("1.2 MB"). */
export function formatSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A message's files: images as previews that open the large version, documents as download links. */
export function MessageAttachments({ attachments }: { attachments: ChatAttachment[] }) {
  const { t, i18n } = useTranslation('messages');
  const images = attachments.filter((a) => a.kind === 'image' && 'thumb' in a.urls);
  const documents = attachments.filter((a) => !images.includes(a));
  return (
    <>
      {images.length > 0 ? (
        <div className={classes.images}>
          {images.map((image) =>
            'thumb' in image.urls ? (
              <a
                key={image.file_id}
                href={image.urls.large}
                target="_blank"
                rel="noreferrer"
                className={classes.imageLink}
                aria-label={t('chat.openImage', { name: image.original_name })}
              >
                <img src={image.urls.medium} alt={image.original_name} loading="lazy" width={150} height={150} />
              </a>
            ) : null,
          )}
        </div>
      ) : null}
      {documents.map((file) => (
        <Anchor
          key={file.file_id}
          href={'download' in file.urls ? file.urls.download : undefined}
          className={classes.fileLink}
          size="sm"
          download={file.original_name}
        >
          {t('chat.download', { name: file.original_name, size: formatSize(file.size, i18n.language) })}
        </Anchor>
      ))}
    </>
  );
}
