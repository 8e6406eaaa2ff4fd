import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { THEME } from '@ito/contracts/constants';
import { RegisterForm } from '../../auth/public.ts';

/**
 * Registration without leaving the agent (the guard holds a temporary user here, SPEC section 6): the signed-in
 * temporary user is converted in place (auth/finish-registration, decision 003), so the plan, the conversation and
 * the tasks stay theirs. Signing in then leads to the verification pages.
 */
export function RegisterModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  // `auth` is asked for here too, so the form's texts are in before the dialog opens.
  const { t } = useTranslation(['agent', 'auth']);
  const isPhone = useMediaQuery(`(max-width: ${THEME.breakpoints.xs}px)`);
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('banner.modalTitle')}
      size={THEME.modalWidthsPx.md}
      fullScreen={isPhone}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Text size="sm" mb="md">
        {t('banner.modalLead')}
      </Text>
      <RegisterForm mode={{ kind: 'finish' }} submitLabel={t('auth:finish.submit')} />
    </Modal>
  );
}
