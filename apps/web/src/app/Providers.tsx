import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';

/**
 * Ant Design's styles come from its prebuilt sheet (`antd/dist/antd.css`, imported in main.tsx) instead of being
 * generated in the browser as each component first renders: that generation and the style recalculation each injected
 * sheet forces took a third of the CPU of opening a page (docs/performance.md, "Ant Design's styles"). The theme's own
 * tokens are still applied, as CSS variables.
 */
const theme: ThemeConfig = { zeroRuntime: true, token: { colorPrimary: '#1f5fbf', borderRadius: 6 } };

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** antd's locale follows the i18n language, so switching changes both at once. */
export const Providers = ({ children }: { children: ReactNode }) => {
  const [lang, setLang] = useState(i18n.language);
  useEffect(() => {
    const onChange = (next: string) => setLang(next);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={theme}>
        <AntApp>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
};
