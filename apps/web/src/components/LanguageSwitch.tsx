import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLang } from '../lib/i18n';

/** Switches zh ⇄ en: texts, antd and dayjs locales follow (the providers listen to the language). */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      onClick={() => void changeLanguage(currentLang() === 'zh' ? 'en' : 'zh')}
      data-testid="lang-switch"
    >
      {t('lang.switch')}
    </Button>
  );
};
