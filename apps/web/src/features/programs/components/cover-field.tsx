import { useState } from 'react';
import { AspectRatio, Box, Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_UPLOAD_TYPES } from '@ito/contracts/files/file-data';
import { uploadFile } from '../api/studio-api.ts';

const IMAGE_TYPES = ACCEPTED_UPLOAD_TYPES.filter((type) => type.startsWith('image/')).join(',');

interface CoverFieldProps {
  /** Where the current cover is shown from, or null when there is none. */
  previewUrl: string | null;
  onChange: (cover: { id: string; previewUrl: string } | null) => void;
  error?: string;
}

/** Picks an image, uploads it at once (POST files) and shows it; the form saves only the file id. */
export function CoverField({ previewUrl, onChange, error }: CoverFieldProps) {
  const { t } = useTranslation('studio');
  const [isUploading, setUploading] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const response = await uploadFile(file);
      const urls = response.data.urls;
      onChange({ id: response.data.id, previewUrl: 'medium' in urls ? urls.medium : (previewUrl ?? '') });
    } catch {
      // A refused file is a 422 on `file`, shown under this field by the form; other failures were flashed.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('details.cover')}
          description={t('details.coverHint')}
          placeholder={t('details.coverPick')}
          accept={IMAGE_TYPES}
          value={null}
          onChange={(file) => void upload(file)}
          disabled={isUploading}
          error={error}
          clearable={false}
          style={{ flex: 1 }}
        />
        {previewUrl && (
          <Button variant="subtle" color="danger" onClick={() => onChange(null)}>
            {t('details.coverRemove')}
          </Button>
        )}
      </Group>
      {isUploading && (
        <Text size="sm" c="dimmed" role="status">
          {t('details.coverUploading')}
        </Text>
      )}
      {previewUrl && (
        <Box maw={320}>
          <AspectRatio ratio={16 / 9}>
            <Image src={previewUrl} alt={t('details.coverPreview')} radius="md" fit="cover" />
          </AspectRatio>
        </Box>
      )}
    </Stack>
  );
}
