import {
  AccountBookOutlined,
  AlertOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BarsOutlined,
  BellOutlined,
  BlockOutlined,
  BookOutlined,
  BorderOutlined,
  BuildOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  HomeOutlined,
  InboxOutlined,
  KeyOutlined,
  LinkOutlined,
  LoginOutlined,
  MenuOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { type ComponentType, createElement } from 'react';

/** Icons a server menu may name. A whitelist keeps the bundle small; any other name gets the default. */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  AlertOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BarsOutlined,
  BellOutlined,
  BlockOutlined,
  BookOutlined,
  BorderOutlined,
  BuildOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  HomeOutlined,
  InboxOutlined,
  KeyOutlined,
  LinkOutlined,
  LoginOutlined,
  MenuOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  VideoCameraOutlined,
};

export const DEFAULT_ICON = AppstoreOutlined;
/** The names a menu may carry (the menu editor's icon picker offers exactly these). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** The icon a menu names (`SettingOutlined`, also `setting` or `setting-outlined`), or the default one. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  // A lookup in the fixed table above, not a component made during render.
  return createElement(iconFor(name));
}

export const iconFor = (name: string | null | undefined): ComponentType => {
  if (!name) return DEFAULT_ICON;
  if (ICONS[name]) return ICONS[name];
  const pascal = name
    .replace(/[-_\s]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))
    .replace(/^./, (c) => c.toUpperCase());
  return ICONS[pascal] ?? ICONS[`${pascal}Outlined`] ?? DEFAULT_ICON;
};
