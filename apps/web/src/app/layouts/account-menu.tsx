import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../shared/session/sign-in.ts';
import { AccountButton } from './account-button.tsx';

/** The signed-in user's menu (loaded on demand by the navbar: menus and popovers are not in a guest's download). */
export function AccountMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <AccountButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/home">
          {t('nav.home')}
        </Menu.Item>
        <Menu.Item component={Link} to="/my-profile">
          {t('sidebar.myProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/devices">
          {t('sidebar.devices')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="danger" onClick={() => void signOut()}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
