import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { enUS } from '../locales/en-US';
import { zhCN } from '../locales/zh-CN';
import { readPlain, writePlain } from './storage';

export type Lang = 'zh' | 'en';

/** Spec 000 §1: the stored language, else Chinese when the browser language contains zh, else English. */
export const initialLanguage = (stored: string | undefined, browserLanguage: string): Lang => {
  if (stored === 'zh' || stored === 'en') return stored;
  return browserLanguage.toLowerCase().includes('zh') ? 'zh' : 'en';
};

export const i18n = i18next.createInstance();

export const setupI18n = () => {
  const lang = initialLanguage(readPlain('lang'), navigator.language ?? '');
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { translation: enUS }, zh: { translation: zhCN } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  return i18n;
};

export const currentLang = (): Lang => (i18n.language === 'en' ? 'en' : 'zh');

export const changeLanguage = async (lang: Lang) => {
  writePlain('lang', lang);
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  await i18n.changeLanguage(lang);
};
