import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/store.ts';

/** The platform's name: the logged-in user's, else that of the tenant this host names, else the app's. */
export const usePlatformName = (): string => {
  const { t } = useTranslation();
  const ofUser = useSession((s) => s.user?.platformName);
  const ofTenant = useSession((s) => s.tenant?.platformName);
  return ofUser ?? ofTenant ?? t('common.appName');
};

/** The window title of every page: "<page> - <platform>", or the platform alone. */
export const useDocumentTitle = (pageTitle: string | null): void => {
  const platformName = usePlatformName();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${platformName}` : platformName;
  }, [pageTitle, platformName]);
};
